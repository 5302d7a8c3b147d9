import { centsToDecimalString, type MoneyLive, type WalletSummary } from '@member-area/shared';
import { type Compilable, type Kysely, sql } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { DB } from '../../platform/db/schema.js';
import { balanceOf } from '../ledger/index.js';

/** The wallet's figures: available, on hold, and what is pending in and out (kept per member: migration 0034). */
export async function walletSummary(db: Kysely<DB>, memberId: string): Promise<WalletSummary> {
  const [available, onHold, pending] = await Promise.all([
    balanceOf(db, memberId, 'wallet'),
    balanceOf(db, memberId, 'held'),
    sql<{ dn: string; da: string; wn: string; wa: string }>`
      select deposits_count::text as dn, deposits_amount::text as da,
        withdrawals_count::text as wn, withdrawals_amount::text as wa
      from member_pending_money where member_id = ${memberId}
    `.execute(db),
  ]);
  const p = pending.rows[0] ?? { dn: '0', da: '0', wn: '0', wa: '0' };
  return {
    currency: 'USD',
    available: centsToDecimalString(available),
    onHold: centsToDecimalString(onHold),
    pendingDeposits: { count: Number(p.dn), amount: centsToDecimalString(p.da) },
    pendingWithdrawals: { count: Number(p.wn), amount: centsToDecimalString(p.wa) },
  };
}

interface MoneyLiveRow {
  available: string;
  on_hold: string;
  dn: string;
  da: string;
  wn: string;
  wa: string;
  recent: { type: 'deposit' | 'withdrawal'; slug: string; status: string; updated_at: string }[];
}

/**
 * The `money` live topic's state as one statement (the summary and the member's recently changed
 * rows): a change sends it with its COMMIT (money.live.ts), so reading it costs no round trip.
 */
const moneyLiveStatement = compiledOnce(
  (_db: Kysely<DB>, memberId: string) => sql<MoneyLiveRow>`
    select
      coalesce((select balance from ledger_account where owner_id = ${memberId} and kind = 'wallet'), 0)::text as available,
      coalesce((select balance from ledger_account where owner_id = ${memberId} and kind = 'held'), 0)::text as on_hold,
      coalesce(p.deposits_count, 0)::text as dn,
      coalesce(p.deposits_amount, 0)::text as da,
      coalesce(p.withdrawals_count, 0)::text as wn,
      coalesce(p.withdrawals_amount, 0)::text as wa,
      coalesce((select json_agg(r order by r.updated_at desc) from (
        (select 'deposit' as type, slug, status, updated_at from deposit_invoice
          where member_id = ${memberId} order by updated_at desc limit 10)
        union all
        (select 'withdrawal' as type, slug, status, updated_at from withdrawal
          where member_id = ${memberId} order by updated_at desc limit 10)
        order by updated_at desc limit 10
      ) r), '[]'::json) as recent
    from (select 1) one
    left join member_pending_money p on p.member_id = ${memberId}
  `,
);

export function moneyLiveQuery(db: Kysely<DB>, memberId: string): Compilable<MoneyLiveRow> {
  return { compile: () => moneyLiveStatement(db, memberId) };
}

export function toMoneyLive(row: MoneyLiveRow | undefined): MoneyLive {
  const p = row ?? { available: '0', on_hold: '0', dn: '0', da: '0', wn: '0', wa: '0', recent: [] };
  return {
    summary: {
      currency: 'USD',
      available: centsToDecimalString(p.available),
      onHold: centsToDecimalString(p.on_hold),
      pendingDeposits: { count: Number(p.dn), amount: centsToDecimalString(p.da) },
      pendingWithdrawals: { count: Number(p.wn), amount: centsToDecimalString(p.wa) },
    },
    recent: p.recent.map((r) => ({
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
