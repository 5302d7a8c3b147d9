import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZOk,
  ZReferrerLookupResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZSessionResponse,
  ZSignInRequest,
  ZStepUpRequest,
  ZStepUpStatus,
  ZVerifyEmailRequest,
} from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../platform/http/app-error.js';
import { changePassword } from './change-password.js';
import { register } from './register.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendVerification } from './resend-verification.js';
import { resetPassword } from './reset-password.js';
import {
  forwardCookies,
  memberOf,
  requireMember,
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

const tags = ['account'];

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Each anonymous auth endpoint has its own DB-backed limit per client address.
    const limited = {
      rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    };
    // Sign-in has its own, larger volume limit: its real guard is the failure counting in sign-in-throttle.ts.
    const signInLimited = {
      rateLimit: {
        max: ctx.config.SIGN_IN_RATE_LIMIT_MAX,
        timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
    };
    const member = requireMember(ctx);

    app.get('/api/session', { schema: { tags, response: { 200: ZSessionResponse } } }, async (request, reply) => {
      const user = await resolveSession(ctx, request, reply).catch(() => null);
      return sessionBody(user);
    });

    app.post(
      '/api/account/register',
      { config: limited, schema: { tags, body: ZRegisterRequest, response: { 201: ZRegisterResponse } } },
      async (request, reply) => {
        const result = await register(ctx, request.body, fromNodeHeaders(request.headers));
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/api/account/referrer/:userName',
      {
        config: limited,
        schema: {
          tags,
          params: z.object({ userName: z.string().max(60) }),
          response: { 200: ZReferrerLookupResponse },
        },
      },
      async (request) => {
        const user = await findUserByUserName(ctx.db, request.params.userName);
        if (!user?.emailVerified) throw notFound('No member has this user name');
        return { userName: user.displayUsername ?? user.username ?? '', fullName: user.name };
      },
    );

    app.post(
      '/api/account/sign-in',
      { config: signInLimited, schema: { tags, body: ZSignInRequest, response: { 200: ZSessionResponse } } },
      async (request, reply) => {
        const { headers, userId } = await signIn(ctx, request.body, fromNodeHeaders(request.headers), request.ip);
        forwardCookies(reply, headers);
        const flags = await userFlags(ctx.db, userId);
        return sessionBody({ id: userId, ...flags, role: toRole(flags.role), impersonatedBy: null });
      },
    );

    app.post(
      '/api/account/sign-out',
      // Signing out ends an impersonation too: allowed while acting as a member.
      { config: { allowImpersonation: true }, schema: { tags, response: { 200: ZOk } } },
      async (request, reply) => {
        const ending = await sessionOfRequest(ctx, request);
        const result = await ctx.auth.api
          .signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
          .catch(() => null);
        forwardCookies(reply, result?.headers);
        // The row is gone: close this session's live sockets now, on every node.
        if (result && ending) sessionsRevoked(ctx.bus, { userId: ending.userId, sessions: [ending.id] });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/resend-verification',
      { config: limited, schema: { tags, body: ZResendVerificationRequest, response: { 200: ZOk } } },
      async (request) => {
        await resendVerification(ctx, { email: request.body.email, headers: fromNodeHeaders(request.headers) });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/verify-email',
      { config: limited, schema: { tags, body: ZVerifyEmailRequest, response: { 200: ZOk } } },
      async (request, reply) => {
        const headers = await verifyEmail(ctx, {
          token: request.body.token,
          headers: fromNodeHeaders(request.headers),
        });
        forwardCookies(reply, headers);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/forgot-password',
      { config: limited, schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZOk } } },
      async (request) => {
        await requestPasswordReset(ctx, { email: request.body.email, headers: fromNodeHeaders(request.headers) });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/reset-password',
      { config: limited, schema: { tags, body: ZResetPasswordRequest, response: { 200: ZOk } } },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/change-password',
      {
        config: { ...limited, noImpersonation: true },
        onRequest: member,
        schema: { tags, body: ZChangePasswordRequest, response: { 200: ZOk } },
      },
      async (request, reply) => {
        const headers = await changePassword(ctx, { ...request.body, headers: fromNodeHeaders(request.headers) });
        forwardCookies(reply, headers);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/account/step-up',
      { onRequest: member, schema: { tags, response: { 200: ZStepUpStatus } } },
      async (request) => stepUpStatus(ctx, memberOf(request).sessionId),
    );

    app.post(
      '/api/account/step-up',
      {
        // An operator acting as a member never proves the member's password.
        config: { ...limited, noImpersonation: true },
        onRequest: member,
        schema: { tags, body: ZStepUpRequest, response: { 200: ZStepUpStatus } },
      },
      async (request) =>
        proveStepUp(ctx, {
          member: memberOf(request),
          password: request.body.password,
          code: request.body.code,
          headers: fromNodeHeaders(request.headers),
          address: request.ip,
        }),
    );
  };
}
