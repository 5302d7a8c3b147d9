import type { KycStatusResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { readSettings } from '../settings/index.js';
import { stateOf, submissionsOf } from './kyc.repo.js';

export interface GetKycStatusOptions {
  memberId: string;
}

/** The member's KYC state, every submission (newest first) and whether withdrawals wait for it. */
export async function getKycStatus(
  ctx: Pick<AppContext, 'db'>,
  { memberId }: GetKycStatusOptions,
): Promise<KycStatusResponse> {
  const [history, settings] = await Promise.all([submissionsOf(ctx.db, memberId), readSettings(ctx.db)]);
  return { ...stateOf(history[0]), history, requiredForWithdrawals: settings.kycRequiredForWithdrawals };
}
