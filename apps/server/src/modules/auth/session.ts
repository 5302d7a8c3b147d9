import type { Role, SessionResponse } from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { revokeAllSessions } from './sessions.repo.js';

export interface SignedInUser {
  id: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  impersonatedBy: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: SignedInUser;
  }
}

interface AuthUserFields {
  id: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  banned?: boolean | null;
  userBlock?: boolean;
}

export function toRole(role: string | null | undefined): Role {
  return role === 'admin' || role === 'support' ? role : 'member';
}

/** The answer of every route that says who is signed in (`ZSessionResponse`). */
export function sessionBody(user: Omit<SignedInUser, 'sessionId'> | null): SessionResponse {
  return {
    user: user && {
      uid: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      impersonatedBy: user.impersonatedBy,
    },
  };
}

/** Forwards Better Auth's Set-Cookie headers (new or refreshed session cookies). */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * Reads the session cookie and returns the signed-in user, refreshing the idle timeout.
 * Ends sessions past their absolute lifetime, and every session of a blocked or banned
 * user (throwing 403 so their tabs learn why).
 */
export async function resolveSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInUser | null> {
  const { headers, response } = await ctx.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
    query: { disableCookieCache: true },
  });
  if (!response) return null;
  const { session } = response;
  const user = response.user as unknown as AuthUserFields;

  const ageMs = Date.now() - new Date(session.createdAt).getTime();
  if (ageMs > ctx.config.SESSION_ABSOLUTE_HOURS * 3_600_000) {
    await ctx.db.deleteFrom('session').where('id', '=', session.id).execute();
    return null;
  }
  if (user.userBlock || user.banned) {
    await revokeAllSessions(ctx.db, user.id);
    throw user.banned
      ? new AppError('ACCOUNT_BANNED', 'This account has been banned.')
      : new AppError('ACCOUNT_BLOCKED', 'This account has been blocked. Contact support.');
  }
  forwardCookies(reply, headers);
  return {
    id: user.id,
    sessionId: session.id,
    email: user.email,
    emailVerified: user.emailVerified,
    role: toRole(user.role),
    impersonatedBy: (session as { impersonatedBy?: string | null }).impersonatedBy ?? null,
  };
}

/** preHandler for member routes: a signed-in, verified, unblocked user, else 401/403. */
export function requireMember(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await resolveSession(ctx, request, reply);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail to continue.');
    request.member = user;
  };
}

/** preHandler for operator routes: anyone but an operator gets 404, as if the route did not exist. */
export function requireOperator(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await resolveSession(ctx, request, reply).catch(() => null);
    if (user?.role !== 'admin' || !user.emailVerified) {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    }
    request.member = user;
  };
}

/** The member a preHandler attached; a route without one is a programming error. */
export function memberOf(request: FastifyRequest): SignedInUser {
  if (!request.member) throw new Error('route is missing requireMember/requireOperator');
  return request.member;
}
