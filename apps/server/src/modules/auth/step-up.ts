import { STEP_UP_WINDOW_MINUTES, type StepUpStatus } from '@member-area/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { betterAuthCode } from './better-auth-errors.js';
import { memberOf, type SignedInUser } from './session.js';
import { stepUpThrottle } from './sign-in-throttle.js';
import { verifySecondFactor } from './two-factor-code.js';
import { twoFactorEnabled } from './users.repo.js';

const WINDOW_MS = STEP_UP_WINDOW_MINUTES * 60_000;

/** `twoFactor`: the member has 2FA on, so the proof also needs a code (the dialog asks for it). */
export const stepUpRequired = (twoFactor = false) =>
  new AppError(
    'STEP_UP_REQUIRED',
    twoFactor ? 'Confirm your password and authentication code to continue.' : 'Confirm your password to continue.',
    { windowMinutes: STEP_UP_WINDOW_MINUTES, twoFactor },
  );

/** Until when this session's last password proof covers sensitive actions, or null. */
export async function stepUpStatus(ctx: Pick<AppContext, 'db'>, sessionId: string): Promise<StepUpStatus> {
  const row = await ctx.db
    .selectFrom('session_step_up')
    .select('proved_at')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return statusOf(row?.proved_at ?? null);
}

/** A proof made at `provedAt` (null: none) covers sensitive actions for STEP_UP_WINDOW_MINUTES. */
function statusOf(provedAt: Date | string | null): StepUpStatus {
  const until = provedAt ? new Date(provedAt).getTime() + WINDOW_MS : 0;
  return { provedUntil: until > Date.now() ? new Date(until).toISOString() : null };
}

export interface ProveStepUpOptions {
  member: SignedInUser;
  password: string;
  /** With two-factor on: a code from the app, or a backup code. */
  code?: string | undefined;
  /** The request's headers: Better Auth checks the code against this session's user. */
  headers: Headers;
  /** The caller's address: its failures count there too, as sign-in's do. */
  address: string;
}

/**
 * Checks the member's password again (and, with two-factor on, a code) and records the proof
 * for this session only. A wrong password or code is a field error (the dialog shows it) and
 * counts as a failed sign-in on the account (one counter, one lockout for both); a locked
 * account is refused before anything is checked, with sign-in's answer.
 */
export async function proveStepUp(
  ctx: Pick<AppContext, 'auth' | 'db' | 'config'>,
  { member, password, code, headers, address }: ProveStepUpOptions,
): Promise<StepUpStatus> {
  const throttle = await stepUpThrottle(ctx, member.id, address);
  const refuse = async (err: AppError) => {
    await throttle.failed();
    return err;
  };
  const credential = await ctx.db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', member.id)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  const auth = await ctx.auth.$context;
  const valid = credential?.password ? await auth.password.verify({ hash: credential.password, password }) : false;
  if (!valid) throw await refuse(AppError.field('password', 'That password is not correct.'));
  if (await twoFactorEnabled(ctx.db, member.id)) {
    if (!code?.trim()) throw AppError.field('code', 'Enter the code from your authenticator app, or a backup code.');
    await verifySecondFactor(ctx, headers, code, member.id).catch(async (err: unknown) => {
      if (err instanceof AppError) throw await refuse(err); // a code already used
      if (betterAuthCode(err) === undefined) throw err;
      throw await refuse(AppError.field('code', 'The authentication code is incorrect.'));
    });
  }
  await throttle.succeeded();

  const provedAt = new Date();
  await ctx.db
    .insertInto('session_step_up')
    .values({ session_id: member.sessionId, proved_at: provedAt })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ proved_at: provedAt }))
    .execute();
  return { provedUntil: new Date(provedAt.getTime() + WINDOW_MS).toISOString() };
}

/**
 * preHandler for sensitive member actions (money out, bank data, turning 2FA off), listed after
 * requireMember: 403 STEP_UP_REQUIRED unless this session proved its password (and code) in the last
 * STEP_UP_WINDOW_MINUTES. The web answers it with the password dialog and retries.
 */
export function requireStepUp(ctx: Pick<AppContext, 'db'>) {
  return async (request: FastifyRequest) => {
    const member = memberOf(request);
    // Read with the session on a step-up route (config `stepUp`), unless it went Better Auth's way.
    const { provedUntil } =
      member.stepUpProvedAt === undefined ? await stepUpStatus(ctx, member.sessionId) : statusOf(member.stepUpProvedAt);
    if (!provedUntil) throw stepUpRequired(await twoFactorEnabled(ctx.db, member.id));
  };
}
