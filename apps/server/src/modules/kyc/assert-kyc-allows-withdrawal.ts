import { KYC_STATUS_LABELS, type KycStatus } from '@member-area/shared';
import type { Expression, Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { settingsRowQuery } from '../settings/index.js';
import { latestStatusQuery } from './kyc.repo.js';

/**
 * What the withdrawal's KYC gate decides on, as a query the withdrawal's checks embed in their
 * one statement: whether operators require KYC for withdrawals, and the member's KYC status.
 */
export function withdrawalKycQuery(db: Kysely<DB>, memberId: Expression<string>) {
  return settingsRowQuery(db).select([
    'kyc_required_for_withdrawals as required',
    latestStatusQuery(db, memberId).as('status'),
  ]);
}

/**
 * For the withdrawal route: when the operators' setting "KYC required for withdrawals" is on,
 * a member whose KYC is not approved is refused with KYC_REQUIRED (403), saying where to go.
 * `gate` is the row of withdrawalKycQuery (no row: the settings are not seeded, nothing required).
 */
export function assertKycAllowsWithdrawal(gate: { required: boolean; status: string | null } | null): void {
  if (!gate?.required) return;
  const status = (gate.status ?? 'not_submitted') as KycStatus;
  if (status === 'approved') return;
  throw new AppError(
    'KYC_REQUIRED',
    `Withdrawals need a verified identity. Your KYC is: ${KYC_STATUS_LABELS[status]}. Complete it on the KYC page (/kyc-user).`,
    { kycStatus: status },
  );
}
