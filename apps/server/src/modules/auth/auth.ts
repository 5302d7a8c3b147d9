import { betterAuth } from 'better-auth';
import { admin, twoFactor, username } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.js';
import type { DB } from '../../platform/db/schema.js';
import { CLIENT_IP_HEADER } from '../../platform/http/client-ip.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { recordVerificationLink } from './auth-links.repo.js';
import { resetPasswordMail, verifyEmailMail } from './auth-mails.js';

export interface AuthDeps {
  db: Kysely<DB>;
  config: Config;
  secret: string;
  /** Better Auth's own messages go to the server's log (a wrong password is not worth a warning). */
  log: FastifyBaseLogger;
}

/**
 * Better Auth as a library: our routes call `auth.api.*`, so one contract (shared zod
 * schemas) and one error shape cover every auth flow. Profile fields ride on its user
 * row so that a registration writes them in the same insert.
 */
export function createAuth({ db, config, secret, log }: AuthDeps) {
  return betterAuth({
    logger: {
      log: (level, message, ...args) => {
        const fields = { betterAuth: args.length > 0 ? args : undefined };
        if (level === 'error') log.error(fields, message);
        // A wrong password is counted by our own throttle and shown in the sign-in history.
        else if (level === 'warn' && !/invalid password/i.test(message)) log.warn(fields, message);
        else log.debug(fields, message);
      },
    },
    appName: config.BRAND_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    database: { db, type: 'postgres' },
    trustedOrigins: [config.PUBLIC_URL],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Better Auth hands us no transaction: the outbox row and its job go in one statement.
        await enqueueMail(db, resetPasswordMail(config, user.email, token));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      // The link is the proof of the address: verifying signs the member in (issue 7).
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        // Only links recorded here verify (see auth-links.repo.ts and migration 0007).
        await recordVerificationLink(db, user.id, token);
        await enqueueMail(db, verifyEmailMail(config, user.email, token));
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        currency: { type: 'string', required: true, defaultValue: 'USD', input: true },
        // Set by our register route only: Better Auth's own HTTP handler is not mounted.
        referrerId: { type: 'string', required: false, input: true },
        userTrading: { type: 'boolean', required: true, defaultValue: false, input: false },
        userBlock: { type: 'boolean', required: true, defaultValue: false, input: false },
        blockReason: { type: 'string', required: false, input: false },
        // Invited operators open the back office only once two-factor is on (migration 0026).
        twoFactorRequired: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      // Idle timeout: a session expires this long after it was last refreshed.
      expiresIn: config.SESSION_IDLE_MINUTES * 60,
      updateAge: Math.min(60, config.SESSION_IDLE_MINUTES * 30),
      // No cookie cache: a block or ban must take effect on the very next request.
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false }, // our routes are limited by @fastify/rate-limit on the DB store
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      cookiePrefix: 'ma',
      // The address Fastify resolved (TRUST_PROXY), set by registerClientIpHeader on every request.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [
      username(),
      admin({ defaultRole: 'member', adminRoles: ['admin'], impersonationSessionDuration: 30 * 60 }),
      // TOTP with ten backup codes (issue 10). Our sign-in route asks for the code (sign-in.ts);
      // no "trust this device": every sign-in of an account with 2FA on asks for it.
      twoFactor({ issuer: config.BRAND_NAME, backupCodeOptions: { amount: 10, length: 10 } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
