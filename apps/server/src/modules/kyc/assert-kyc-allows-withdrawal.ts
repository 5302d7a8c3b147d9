import { KYC_STATUS_LABELS } from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { readSettings } from '../settings/index.js';
import { latestSubmission, stateOf } from './kyc.repo.js';

/**
 * For the withdrawal route: when the operators' setting "KYC required for withdrawals" is on,
 * a member whose KYC is not approved is refused with KYC_REQUIRED (403), saying where to go.
 * Pass the withdrawal's transaction to read both under it.
 */
export async function assertKycAllowsWithdrawal(db: Kysely<DB>, memberId: string): Promise<void> {
  const settings = await readSettings(db);
  if (!settings.kycRequiredForWithdrawals) return;
  const { status } = stateOf(await latestSubmission(db, memberId));
  if (status === 'approved') return;
  throw new AppError(
    'KYC_REQUIRED',
    `Withdrawals need a verified identity. Your KYC is: ${KYC_STATUS_LABELS[status]}. Complete it on the KYC page (/kyc-user).`,
    { kycStatus: status },
  );
}
