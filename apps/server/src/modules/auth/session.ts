import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { hasPermission, isOperatorRole, type Permission, type Role, type SessionResponse } from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { type MemberRead, memberReadSubject } from './member-read.js';
import { deleteSession, findSessionWithUser, revokeAllSessions, sessionOfToken } from './sessions.repo.js';
import { sessionsRevoked } from './sessions-revoked.js';

export interface SignedInUser {
  id: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  impersonatedBy: string | null;
  /** An invited operator without two-factor yet: every back-office route refuses them (403). */
  twoFactorSetupRequired?: boolean;
  /**
   * When this session last proved its password, read with the session on a step-up route
   * (null: never); undefined when it was not read (requireStepUp then reads it).
   */
  stepUpProvedAt?: Date | string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: SignedInUser;
  }
  interface FastifyContextConfig {
    /** The route needs a recent step-up (contract `stepUp`): its proof is read with the session. */
    stepUp?: boolean;
  }
}

interface AuthUserFields {
  id: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  banned?: boolean | null;
  userBlock?: boolean;
  twoFactorEnabled?: boolean | null;
  twoFactorRequired?: boolean | null;
}

/** Invited operators (migration 0026) open the back office only once two-factor is on. */
export function needsTwoFactorSetup(user: {
  role?: string | null;
  twoFactorEnabled?: boolean | null;
  twoFactorRequired?: boolean | null;
}): boolean {
  return Boolean(user.twoFactorRequired) && !user.twoFactorEnabled && isOperatorRole(toRole(user.role));
}

export function toRole(role: string | null | undefined): Role {
  return role === 'admin' || role === 'support' || role === 'contact' ? role : 'member';
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
      ...(user.twoFactorSetupRequired && { twoFactorSetupRequired: true }),
    },
  };
}

/** Forwards Better Auth's Set-Cookie headers (new or refreshed session cookies). */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** What the fast path needs from Better Auth's configuration, read once per auth instance. */
interface CookieSetup {
  sessionCookie: string;
  dontRememberCookie: string;
  key: KeyObject;
  expiresInMs: number;
  updateAgeMs: number;
  /** Cookie headers already read, newest last (see cookieReading). */
  readings: Map<string, CookieReading>;
}
const setups = new WeakMap<AppContext['auth'], Promise<CookieSetup>>();

function cookieSetup(auth: AppContext['auth']): Promise<CookieSetup> {
  let setup = setups.get(auth);
  if (!setup) {
    setup = auth.$context.then((c) => ({
      sessionCookie: c.authCookies.sessionToken.name,
      dontRememberCookie: c.authCookies.dontRememberToken.name,
      // Imported once: re-importing the WebCrypto key on every request cost 11% of the CPU.
      key: createSecretKey(Buffer.from(c.secret, 'utf8')),
      expiresInMs: c.sessionConfig.expiresIn * 1000,
      updateAgeMs: c.sessionConfig.updateAge * 1000,
      readings: new Map(),
    }));
    setups.set(auth, setup);
  }
  return setup;
}

/** One cookie's value from a Cookie header (the first one of that name, as Better Auth reads it). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The session token of a Better Auth signed cookie (`token.base64(HMAC-SHA256)`), or null if unsigned. */
function verifiedToken(signed: string, key: KeyObject): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', key).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

interface CookieReading {
  /** The session token, its signature verified; null without a (validly signed) session cookie. */
  token: string | null;
  dontRemember: boolean;
}

/** A browser sends the same Cookie header with every request of a session. */
const MAX_READINGS = 10_000;

/**
 * What a Cookie header says: the verified session token and the "don't remember me" mark.
 * Remembered by header for the headers that carry a verified token: parsing the header and
 * computing the HMAC on every request was a twentieth of an authenticated read's CPU. Only
 * the signature's check is remembered (the same bytes always verify the same way under one
 * key); whether the session is still valid is read from the database on every request.
 */
function cookieReading(setup: CookieSetup, header: string | undefined): CookieReading {
  if (!header) return { token: null, dontRemember: false };
  const known = setup.readings.get(header);
  if (known) return known;
  const signed = cookieValue(header, setup.sessionCookie);
  const reading = {
    token: signed ? verifiedToken(signed, setup.key) : null,
    dontRemember: cookieValue(header, setup.dontRememberCookie) !== undefined,
  };
  // Headers without a valid signature are not kept: a stranger's made-up cookies fill nothing.
  if (reading.token) {
    if (setup.readings.size >= MAX_READINGS) {
      const oldest = setup.readings.keys().next();
      if (!oldest.done) setup.readings.delete(oldest.value);
    }
    setup.readings.set(header, reading);
  }
  return reading;
}

function signedSessionToken(setup: CookieSetup, request: FastifyRequest): string | null {
  return cookieReading(setup, request.headers.cookie).token;
}

/** The session the request's cookie names, if it still exists, without refreshing it (sign-out). */
export async function sessionOfRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ id: string; userId: string } | undefined> {
  const token = signedSessionToken(await cookieSetup(ctx.auth), request);
  return token ? sessionOfToken(ctx.db, token) : undefined;
}

/**
 * Reads the session cookie and returns the signed-in user, refreshing the idle timeout.
 * Ends sessions past their absolute lifetime, and every session of a blocked or banned
 * user (throwing 403 so their tabs learn why).
 *
 * The common case (a valid session not yet due for its sliding refresh) is one indexed
 * query: session joined with its user by token. Everything that writes cookies (refresh,
 * expiry, "don't remember me") goes through Better Auth, so its cookie rules stay its own.
 */
export async function resolveSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  read: MemberRead<unknown> | null = null,
): Promise<SignedInUser | null> {
  const setup = await cookieSetup(ctx.auth);
  const { token, dontRemember } = cookieReading(setup, request.headers.cookie);
  if (!token) return null;
  if (dontRemember) return resolveThroughBetterAuth(ctx, request, reply);

  const stepUp = request.routeOptions.config.stepUp === true;
  const subject = read?.of ? memberReadSubject(request, read, '') : undefined;
  const row = await findSessionWithUser(ctx.db, token, { read, stepUp, subject });
  const now = Date.now();
  const expiresAt = row ? new Date(row.expiresAt).getTime() : 0;
  // A "sign in as member" session is never refreshed: it ends when its minutes are up, whatever
  // cookies the operator's browser still sends (without "don't remember", Better Auth's refresh
  // would stretch it again and again).
  const dueForRefresh = !row?.impersonatedBy && expiresAt - setup.expiresInMs + setup.updateAgeMs <= now;
  if (!row || expiresAt <= now || dueForRefresh) return resolveThroughBetterAuth(ctx, request, reply);

  const user = await applySessionRules(ctx, {
    sessionId: row.sessionId,
    createdAt: row.createdAt,
    impersonatedBy: row.impersonatedBy,
    user: {
      id: row.userId,
      email: row.email,
      emailVerified: row.emailVerified,
      role: row.role,
      banned: row.banned,
      userBlock: row.userBlock,
      twoFactorEnabled: row.twoFactorEnabled,
      twoFactorRequired: row.twoFactorRequired,
    },
  });
  // The route's read came back with the session; it is the signed-in member's only once the rules passed.
  if (user && read) request.preloaded = { read, row: row.read ?? null };
  if (user && stepUp) user.stepUpProvedAt = row.stepUpProvedAt ?? null;
  return user;
}

/** Better Auth's getSession: refreshes the sliding expiry and clears the cookie of an ended session. */
async function resolveThroughBetterAuth(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInUser | null> {
  const { headers, response } = await ctx.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
    query: { disableCookieCache: true },
  });
  // No session: the answer says so and leaves the browser's cookies alone. Better Auth would
  // delete them, but the browser may hold a newer session than this request carried: a read sent
  // just before turning two-factor on swapped the session, answered after it, deleted the new
  // cookie and signed the member out. An ended session's cookie is refused wherever it is sent.
  if (!response) return null;
  const { session } = response;
  const user = await applySessionRules(ctx, {
    sessionId: session.id,
    createdAt: session.createdAt,
    impersonatedBy: (session as { impersonatedBy?: string | null }).impersonatedBy ?? null,
    user: response.user as unknown as AuthUserFields,
  });
  if (user) forwardCookies(reply, headers);
  return user;
}

/** The rules every resolved session passes: absolute lifetime, then block and ban. */
async function applySessionRules(
  ctx: AppContext,
  s: { sessionId: string; createdAt: Date | string; impersonatedBy: string | null; user: AuthUserFields },
): Promise<SignedInUser | null> {
  const ageMs = Date.now() - new Date(s.createdAt).getTime();
  if (ageMs > ctx.config.SESSION_ABSOLUTE_HOURS * 3_600_000) {
    await deleteSession(ctx.db, s.sessionId);
    sessionsRevoked(ctx.bus, { userId: s.user.id, sessions: [s.sessionId] });
    return null;
  }
  const { user } = s;
  if (user.userBlock || user.banned) {
    await revokeAllSessions(ctx.db, user.id);
    sessionsRevoked(ctx.bus, { userId: user.id, sessions: 'all' });
    throw user.banned
      ? new AppError('ACCOUNT_BANNED', 'This account has been banned.')
      : new AppError('ACCOUNT_BLOCKED', 'This account has been blocked. Contact support.');
  }
  return {
    id: user.id,
    sessionId: s.sessionId,
    email: user.email,
    emailVerified: user.emailVerified,
    role: toRole(user.role),
    impersonatedBy: s.impersonatedBy,
    twoFactorSetupRequired: needsTwoFactorSetup(user),
  };
}

/**
 * preHandler for member routes: a signed-in, verified, unblocked user, else 401/403. The
 * route's `memberRead`, if any, is read in the same statement as the session.
 */
export function requireMember(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await resolveSession(ctx, request, reply, request.routeOptions.config.memberRead ?? null);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail to continue.');
    request.member = user;
  };
}

/**
 * Guard for operator routes: anonymous 401; anyone who is not an operator (a member, an
 * unverified account) 404, as if the route did not exist; an operator whose role lacks the
 * permission 403, with a message that says so.
 */
export function requirePermission(ctx: AppContext, permission: Permission) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const read = request.routeOptions.config.memberRead ?? null;
    const user = await resolveSession(ctx, request, reply, read).catch(() => null);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    if (!isOperatorRole(user.role) || !user.emailVerified || user.impersonatedBy) {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    }
    if (user.twoFactorSetupRequired) {
      throw new AppError(
        'TWO_FACTOR_SETUP_REQUIRED',
        'Enable two-factor to open the back office: turn it on under Security, then come back.',
      );
    }
    if (!hasPermission(user.role, permission)) {
      throw new AppError('FORBIDDEN', `Your role (${user.role}) does not allow this. Ask an admin.`);
    }
    request.member = user;
  };
}

/**
 * Whether this signed-in user gets what the back office gets, beyond its routes (the operators'
 * live topics): what requirePermission lets through for 'console.read'. An invited operator
 * who has not turned on two-factor yet does not.
 */
export function opensBackOffice(user: SignedInUser): boolean {
  return (
    isOperatorRole(user.role) &&
    user.emailVerified &&
    !user.impersonatedBy &&
    !user.twoFactorSetupRequired &&
    hasPermission(user.role, 'console.read')
  );
}

/** Guard for the back office's read routes: any operator. */
export const requireOperator = (ctx: AppContext) => requirePermission(ctx, 'console.read');

/** The member a preHandler attached; a route without one is a programming error. */
export function memberOf(request: FastifyRequest): SignedInUser {
  if (!request.member) throw new Error('route is missing requireMember/requireOperator');
  return request.member;
}
