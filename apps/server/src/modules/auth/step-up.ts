import { STEP_UP_WINDOW_MINUTES, type StepUpStatus } from '@member-area/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberOf, type SignedInUser } from './session.js';

const WINDOW_MS = STEP_UP_WINDOW_MINUTES * 60_000;

export const stepUpRequired = () =>
  new AppError('STEP_UP_REQUIRED', 'Confirm your password to continue.', { windowMinutes: STEP_UP_WINDOW_MINUTES });

/** Until when this session's last password proof covers sensitive actions, or null. */
export async function stepUpStatus(ctx: Pick<AppContext, 'db'>, sessionId: string): Promise<StepUpStatus> {
  const row = await ctx.db
    .selectFrom('session_step_up')
    .select('proved_at')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  const until = row ? new Date(row.proved_at).getTime() + WINDOW_MS : 0;
  return { provedUntil: until > Date.now() ? new Date(until).toISOString() : null };
}

export interface ProveStepUpOptions {
  member: SignedInUser;
  password: string;
}

/**
 * Checks the member's password again and records the proof for this session only.
 * A wrong password is a field error (the dialog shows it) and records nothing.
 */
export async function proveStepUp(
  ctx: Pick<AppContext, 'auth' | 'db'>,
  { member, password }: ProveStepUpOptions,
): Promise<StepUpStatus> {
  const credential = await ctx.db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', member.id)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  const auth = await ctx.auth.$context;
  const valid = credential?.password ? await auth.password.verify({ hash: credential.password, password }) : false;
  if (!valid) throw AppError.field('password', 'That password is not correct.');

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
 * requireMember: 403 STEP_UP_REQUIRED unless this session proved its password in the last
 * STEP_UP_WINDOW_MINUTES. The web answers it with the password dialog and retries.
 */
export function requireStepUp(ctx: Pick<AppContext, 'db'>) {
  return async (request: FastifyRequest) => {
    const { provedUntil } = await stepUpStatus(ctx, memberOf(request).sessionId);
    if (!provedUntil) throw stepUpRequired();
  };
}
