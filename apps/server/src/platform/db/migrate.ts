import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as auth from './migrations/0001-auth.js';
import * as platform from './migrations/0002-platform.js';
import * as ledger from './migrations/0003-ledger.js';
import * as impersonation from './migrations/0004-impersonation.js';
import * as ledgerHolds from './migrations/0005-ledger-holds-idempotency.js';
import * as jobs from './migrations/0006-jobs.js';
import * as verificationLinks from './migrations/0007-email-verification-links.js';
import * as ledgerPost from './migrations/0008-ledger-post.js';
import * as stepUp from './migrations/0009-step-up.js';
import * as money from './migrations/0010-money.js';
import * as chat from './migrations/0011-chat.js';
import * as kycSecurity from './migrations/0012-kyc-security.js';
import * as ledgerPostBalances from './migrations/0013-ledger-post-balances.js';
import * as ledgerAccountVersion from './migrations/0014-ledger-account-version.js';
import * as idempotencyInTransaction from './migrations/0015-idempotency-in-transaction.js';
import * as ledgerBalanceAfter from './migrations/0016-ledger-balance-after.js';
import * as flatCost from './migrations/0017-flat-cost.js';
import * as investments from './migrations/0018-investments.js';
import * as totpLastStep from './migrations/0019-totp-last-step.js';
import * as fundsReferrals from './migrations/0020-funds-referrals.js';
import * as contactRole from './migrations/0021-contact-role.js';
import * as trading from './migrations/0022-trading.js';
import * as candles from './migrations/0023-candles.js';
import * as priceAlerts from './migrations/0024-price-alerts.js';
import * as dateFilters from './migrations/0025-date-filters.js';
import * as operators from './migrations/0026-operators.js';
import * as consoleTables from './migrations/0027-console.js';
import * as profitSummaryMail from './migrations/0028-profit-summary-mail.js';
import * as kindFilters from './migrations/0029-kind-filters.js';
import * as profitBatchesByMember from './migrations/0030-profit-batches-by-member.js';
import * as ledgerPostAtCommit from './migrations/0031-ledger-post-at-commit.js';
import * as analyticsOnceCheaply from './migrations/0032-analytics-once-cheaply.js';
import * as memberMoneyState from './migrations/0033-member-money-state.js';
import * as pendingMoney from './migrations/0034-pending-money.js';
import * as positionIndexTrims from './migrations/0035-position-index-trims.js';
import * as kindsCheckedInTheRow from './migrations/0036-kinds-checked-in-the-row.js';
import * as unreadThreadsIndex from './migrations/0037-unread-threads-index.js';
import * as recentMoneyByIndex from './migrations/0038-recent-money-by-index.js';
import * as investmentFigures from './migrations/0039-investment-figures.js';
import * as depositProofHash from './migrations/0040-deposit-proof-hash.js';
import * as positionTargetsAt from './migrations/0041-position-targets-at.js';
import type { DB } from './schema.js';

// Listed here, not read from disk, so the order is explicit and bundlers see them.
const migrations: Record<string, Migration> = {
  '0001-auth': auth,
  '0002-platform': platform,
  '0003-ledger': ledger,
  '0004-impersonation': impersonation,
  '0005-ledger-holds-idempotency': ledgerHolds,
  '0006-jobs': jobs,
  '0007-email-verification-links': verificationLinks,
  '0008-ledger-post': ledgerPost,
  '0009-step-up': stepUp,
  '0010-money': money,
  '0011-chat': chat,
  '0012-kyc-security': kycSecurity,
  '0013-ledger-post-balances': ledgerPostBalances,
  '0014-ledger-account-version': ledgerAccountVersion,
  '0015-idempotency-in-transaction': idempotencyInTransaction,
  '0016-ledger-balance-after': ledgerBalanceAfter,
  '0017-flat-cost': flatCost,
  '0018-investments': investments,
  '0019-totp-last-step': totpLastStep,
  '0020-funds-referrals': fundsReferrals,
  '0021-contact-role': contactRole,
  '0022-trading': trading,
  '0023-candles': candles,
  '0024-price-alerts': priceAlerts,
  '0025-date-filters': dateFilters,
  '0026-operators': operators,
  '0027-console': consoleTables,
  '0028-profit-summary-mail': profitSummaryMail,
  '0029-kind-filters': kindFilters,
  '0030-profit-batches-by-member': profitBatchesByMember,
  '0031-ledger-post-at-commit': ledgerPostAtCommit,
  '0032-analytics-once-cheaply': analyticsOnceCheaply,
  '0033-member-money-state': memberMoneyState,
  '0034-pending-money': pendingMoney,
  '0035-position-index-trims': positionIndexTrims,
  '0036-kinds-checked-in-the-row': kindsCheckedInTheRow,
  '0037-unread-threads-index': unreadThreadsIndex,
  '0038-recent-money-by-index': recentMoneyByIndex,
  '0039-investment-figures': investmentFigures,
  '0040-deposit-proof-hash': depositProofHash,
  '0041-position-targets-at': positionTargetsAt,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DB>, schema = 'public'): Promise<string[]> {
  // The schema is named so that migration bookkeeping in another schema is never mistaken for ours.
  // Unordered: numbers are handed out per branch (0018 landed after 0019 and 0021 had run), so an
  // existing install runs a lower number it has not seen yet instead of refusing to start.
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrates up to and including `name` (a test of a migration's backfill seeds the schema before it). */
export async function migrateTo(db: Kysely<DB>, schema: string, name: keyof typeof migrations & string): Promise<void> {
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider, migrationTableSchema: schema });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
