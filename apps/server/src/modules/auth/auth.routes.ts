import { authApi } from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../app-context.js';
import { route } from '../../module.js';
import { notFound } from '../../platform/http/app-error.js';
import { changePassword } from './change-password.js';
import { register } from './register.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendVerification } from './resend-verification.js';
import { resetPassword } from './reset-password.js';
import {
  forwardCookies,
  needsTwoFactorSetup,
  resolveSession,
  sessionBody,
  sessionOfRequest,
  toRole,
} from './session.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { signIn } from './sign-in.js';
import { proveStepUp, stepUpStatus } from './step-up.js';
import { findUserByUserName, userFlags } from './users.repo.js';
import { verifyEmail } from './verify-email.js';

/** Each anonymous auth endpoint has its own DB-backed limit per client address. */
export const limited = (ctx: AppContext) => ({
  rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
});
/** Sign-in has its own, larger volume limit: its real guard is the failure counting in sign-in-throttle.ts. */
const signInLimited = (ctx: AppContext) => ({
  rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
});
const ok = { ok: true as const };

/** Accounts: the session, registration, signing in and out, passwords, step-up. */
export const authRoutes = [
  route(authApi.session, async ({ ctx, request, reply }) =>
    sessionBody(await resolveSession(ctx, request, reply).catch(() => null)),
  ),

  route(authApi.register, ({ ctx, body, request }) => register(ctx, body, fromNodeHeaders(request.headers)), {
    config: limited,
  }),

  route(
    authApi.referrer,
    async ({ ctx, params }) => {
      const user = await findUserByUserName(ctx.db, params.userName);
      if (!user?.emailVerified) throw notFound('No member has this user name');
      return { userName: user.displayUsername ?? user.username ?? '', fullName: user.name };
    },
    { config: limited },
  ),

  route(
    authApi.signIn,
    async ({ ctx, body, request, reply }) => {
      const { headers, userId } = await signIn(ctx, body, fromNodeHeaders(request.headers), request.ip);
      // Better Auth's session cookies, set on our answer.
      forwardCookies(reply, headers);
      const flags = await userFlags(ctx.db, userId);
      return sessionBody({
        id: userId,
        ...flags,
        role: toRole(flags.role),
        impersonatedBy: null,
        twoFactorSetupRequired: needsTwoFactorSetup(flags),
      });
    },
    { config: signInLimited },
  ),

  route(authApi.signOut, async ({ ctx, request, reply }) => {
    const ending = await sessionOfRequest(ctx, request);
    const result = await ctx.auth.api
      .signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
      .catch(() => null);
    forwardCookies(reply, result?.headers);
    // The row is gone: close this session's live sockets now, on every node.
    if (result && ending) sessionsRevoked(ctx.bus, { userId: ending.userId, sessions: [ending.id] });
    return ok;
  }),

  route(
    authApi.resendVerification,
    async ({ ctx, body, request }) => {
      await resendVerification(ctx, { email: body.email, headers: fromNodeHeaders(request.headers) });
      return ok;
    },
    { config: limited },
  ),

  route(
    authApi.verifyEmail,
    async ({ ctx, body, request, reply }) => {
      const headers = await verifyEmail(ctx, { token: body.token, headers: fromNodeHeaders(request.headers) });
      forwardCookies(reply, headers);
      return ok;
    },
    { config: limited },
  ),

  route(
    authApi.forgotPassword,
    async ({ ctx, body, request }) => {
      await requestPasswordReset(ctx, { email: body.email, headers: fromNodeHeaders(request.headers) });
      return ok;
    },
    { config: limited },
  ),

  route(
    authApi.resetPassword,
    async ({ ctx, body }) => {
      await resetPassword(ctx, body);
      return ok;
    },
    { config: limited },
  ),

  route(
    authApi.changePassword,
    async ({ ctx, member, body, request, reply }) => {
      const headers = await changePassword(ctx, {
        ...body,
        memberId: member.id,
        headers: fromNodeHeaders(request.headers),
        address: request.ip,
      });
      forwardCookies(reply, headers);
      return ok;
    },
    { config: limited },
  ),

  route(authApi.stepUpStatus, ({ ctx, member }) => stepUpStatus(ctx, member.sessionId)),

  route(
    authApi.stepUp,
    ({ ctx, member, body, request }) =>
      proveStepUp(ctx, {
        member,
        password: body.password,
        code: body.code,
        headers: fromNodeHeaders(request.headers),
        address: request.ip,
      }),
    { config: limited },
  ),
];
