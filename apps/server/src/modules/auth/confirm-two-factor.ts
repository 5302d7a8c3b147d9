import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { twoFactorOnMail } from './auth-mails.js';
import { betterAuthCode } from './better-auth-errors.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { claimTotpStep } from './two-factor-code.js';
import { twoFactorEnabled } from './users.repo.js';

export interface ConfirmTwoFactorOptions {
  memberId: string;
  /** The session of the request: Better Auth replaces it with a new one when 2FA turns on. */
  sessionId: string;
  code: string;
  headers: Headers;
}

/**
 * Turns two-factor on once the member proves their app shows the right code, and mails them
 * that it is on. Returns the new cookies.
 */
export async function confirmTwoFactor(
  ctx: Pick<AppContext, 'auth' | 'bus' | 'db' | 'config'>,
  { memberId, sessionId, code, headers }: ConfirmTwoFactorOptions,
): Promise<Headers> {
  if (await twoFactorEnabled(ctx.db, memberId)) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
  try {
    await claimTotpStep(ctx, memberId, code);
    const result = await ctx.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    const { email } = await ctx.db
      .selectFrom('user')
      .select('email')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    await enqueueMail(ctx.db, twoFactorOnMail(ctx.config, email, new Date()));
    // Better Auth swapped this tab's session for a new one: the old one's sockets end now, as the
    // answer with the new cookie leaves (last, so the tab's re-read rarely overtakes that answer;
    // when it does, the re-read changes no cookie and the tab reads its session again: web's
    // sessionReplaced).
    sessionsRevoked(ctx.bus, { userId: memberId, sessions: [sessionId] });
    return result.headers;
  } catch (err) {
    const failure = betterAuthCode(err);
    if (failure === 'INVALID_CODE')
      throw AppError.field('code', 'The code is incorrect. Check the time on your phone.');
    if (failure === 'TOTP_NOT_ENABLED') throw new AppError('CONFLICT', 'Start with "Enable two-factor" first.');
    throw err;
  }
}
