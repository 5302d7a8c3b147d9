import { centsToDecimalString, type MoneyLive, type WalletSummary } from '@member-area/shared';
import { type Compilable, type Kysely, sql } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { DB } from '../../platform/db/schema.js';

/** The wallet's figures as one row: the two balances and what is kept pending (migration 0034). */
interface SummaryRow {
  available: string;
  on_hold: string;
  dn: string;
  da: string;
  wn: string;
  wa: string;
}

interface MoneyLiveRow extends SummaryRow {
  recent: { type: 'deposit' | 'withdrawal'; slug: string; status: string; updated_at: string }[];
}

// The summary's columns and the row they come from, shared by the page's read and the live state
// so the two cannot answer different figures.
const summaryColumns = (memberId: string) => sql`
  coalesce((select balance from ledger_account where owner_id = ${memberId} and kind = 'wallet'), 0)::text as available,
  coalesce((select balance from ledger_account where owner_id = ${memberId} and kind = 'held'), 0)::text as on_hold,
  coalesce(p.deposits_count, 0)::text as dn,
  coalesce(p.deposits_amount, 0)::text as da,
  coalesce(p.withdrawals_count, 0)::text as wn,
  coalesce(p.withdrawals_amount, 0)::text as wa`;
const summaryFrom = (memberId: string) =>
  sql`from (select 1) one left join member_pending_money p on p.member_id = ${memberId}`;

const summaryStatement = compiledOnce(
  (_db: Kysely<DB>, memberId: string) => sql<SummaryRow>`select ${summaryColumns(memberId)} ${summaryFrom(memberId)}`,
);

/**
 * The `money` live topic's state as one statement (the summary and the member's recently changed
 * rows, member_recent_money(): migration 0038): a change sends it with its COMMIT (money.live.ts),
 * so reading it costs no round trip.
 */
const moneyLiveStatement = compiledOnce(
  (_db: Kysely<DB>, memberId: string) => sql<MoneyLiveRow>`
    select ${summaryColumns(memberId)}, member_recent_money(${memberId}) as recent
    ${summaryFrom(memberId)}
  `,
);

function toSummary(row: SummaryRow | undefined): WalletSummary {
  const p = row ?? { available: '0', on_hold: '0', dn: '0', da: '0', wn: '0', wa: '0' };
  return {
    currency: 'USD',
    available: centsToDecimalString(p.available),
    onHold: centsToDecimalString(p.on_hold),
    pendingDeposits: { count: Number(p.dn), amount: centsToDecimalString(p.da) },
    pendingWithdrawals: { count: Number(p.wn), amount: centsToDecimalString(p.wa) },
  };
}

/** The wallet's figures: available, on hold, and what is pending in and out. One statement. */
export async function walletSummary(db: Kysely<DB>, memberId: string): Promise<WalletSummary> {
  const { rows } = await db.executeQuery(summaryStatement(db, memberId));
  return toSummary(rows[0]);
}

export function moneyLiveQuery(db: Kysely<DB>, memberId: string): Compilable<MoneyLiveRow> {
  return { compile: () => moneyLiveStatement(db, memberId) };
}

export function toMoneyLive(row: MoneyLiveRow | undefined): MoneyLive {
  return {
    summary: toSummary(row),
    recent: (row?.recent ?? []).map((r) => ({
      type: r.type,
      slug: r.slug,
      status: r.status,
      updatedAt: new Date(r.updated_at).toISOString(),
    })) as MoneyLive['recent'],
  };
}

/** The `money` live topic's state: the summary and the member's recently changed rows. */
export async function moneyLive(db: Kysely<DB>, memberId: string): Promise<MoneyLive> {
  const { rows } = await db.executeQuery(moneyLiveQuery(db, memberId).compile());
  return toMoneyLive(rows[0]);
}
