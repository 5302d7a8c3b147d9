import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export interface LedgerInvariants {
  /** Sum of every account's balance: zero in a sound double-entry ledger. */
  total: bigint;
  /** Member accounts whose stored balance differs from the sum of their transfers. */
  drifted: { id: bigint; balance: bigint; fromTransfers: bigint }[];
  /** Member accounts below zero (the CHECK constraint should make this impossible). */
  negativeMemberAccounts: bigint[];
  /** Members whose `held` account differs from the sum of their pending holds. */
  heldMismatch: { ownerId: string; held: bigint; pendingHolds: bigint }[];
  /** Pending holds no open withdrawal (or position) claims: money set aside for nothing. */
  orphanHolds: { holdId: bigint; ownerId: string; purpose: string; reference: string }[];
  /**
   * Member-side movements whose stored balance-after or seq (migration 0016) differ from the
   * running sum and count of the account's transfers, or an account whose `movements` is not its
   * newest seq (the first 20 found).
   */
  historyDrift: { transferId: bigint | null; accountId: bigint; stored: string; computed: string }[];
  /** Members whose `invested` account differs from their active investments (ledger_invested_claim). */
  investedMismatch: { ownerId: string; invested: bigint; active: bigint }[];
  /**
   * Members whose kept pending figures (member_pending_money, migration 0034: what the wallet
   * summary shows as pending in and out) differ from their pending deposits and withdrawals.
   */
  pendingMismatch: { memberId: string; kept: string; fromRows: string }[];
  /**
   * Members whose kept investment figures (member_investment_figures, migration 0039: what the
   * `investments` live state shows) differ from their investments.
   */
  figuresMismatch: { memberId: string; kept: string; fromRows: string }[];
}

/** Checks the whole ledger; every money test ends with it, and `npm run ledger:check` prints it. */
export async function checkInvariants(db: Kysely<DB>): Promise<LedgerInvariants> {
  const { rows } = await sql<{ id: string; owner_id: string | null; balance: string | null; net: string }>`
    with flows as (
      select credit_account_id as id, sum(amount) as amount from ledger_transfer group by credit_account_id
      union all
      select debit_account_id, -sum(amount) from ledger_transfer group by debit_account_id
    ), net as (select id, sum(amount) as net from flows group by id)
    select a.id::text, a.owner_id, a.balance::text, coalesce(n.net, 0)::text as net
    from ledger_account a left join net n on n.id = a.id
  `.execute(db);
  let total = 0n;
  const drifted: LedgerInvariants['drifted'] = [];
  const negativeMemberAccounts: bigint[] = [];
  for (const r of rows) {
    const fromTransfers = BigInt(r.net);
    // A platform account's balance is, by definition, the sum of its transfers.
    const balance = r.balance === null ? fromTransfers : BigInt(r.balance);
    total += balance;
    if (balance !== fromTransfers) drifted.push({ id: BigInt(r.id), balance, fromTransfers });
    if (r.owner_id !== null && balance < 0n) negativeMemberAccounts.push(BigInt(r.id));
  }

  const held = await sql<{ owner_id: string; held: string; pending: string }>`
    select o.owner_id, coalesce(a.balance, 0)::text as held, coalesce(h.pending, 0)::text as pending
    from (
      select owner_id from ledger_account where kind = 'held'
      union select owner_id from ledger_hold where status = 'pending'
    ) o
    left join ledger_account a on a.owner_id = o.owner_id and a.kind = 'held'
    left join (
      select owner_id, sum(amount) as pending from ledger_hold where status = 'pending' group by owner_id
    ) h on h.owner_id = o.owner_id
    where coalesce(a.balance, 0) <> coalesce(h.pending, 0)
  `.execute(db);
  const heldMismatch = held.rows.map((r) => ({
    ownerId: r.owner_id,
    held: BigInt(r.held),
    pendingHolds: BigInt(r.pending),
  }));
  // Each module that holds money lists its open claims in the ledger_hold_claim view (migration 0010).
  const orphans = await sql<{ id: string; owner_id: string; purpose: string; reference: string }>`
    select h.id::text, h.owner_id, h.purpose, h.reference from ledger_hold h
    where h.status = 'pending' and not exists (select 1 from ledger_hold_claim c where c.hold_id = h.id)
    order by h.id
  `.execute(db);
  const orphanHolds = orphans.rows.map((r) => ({
    holdId: BigInt(r.id),
    ownerId: r.owner_id,
    purpose: r.purpose,
    reference: r.reference,
  }));
  const history = await sql<{ transfer_id: string | null; account_id: string; stored: string; computed: string }>`
    with sides as (
      select t.id, t.debit_account_id as account, -t.amount as amount, t.debit_seq as seq, t.debit_balance as balance
      from ledger_transfer t join ledger_account a on a.id = t.debit_account_id and a.owner_id is not null
      union all
      select t.id, t.credit_account_id, t.amount, t.credit_seq, t.credit_balance
      from ledger_transfer t join ledger_account a on a.id = t.credit_account_id and a.owner_id is not null
    ), running as (
      select id, account, seq, balance, row_number() over w as want_seq, sum(amount) over w as want_balance
      from sides window w as (partition by account order by id rows unbounded preceding)
    )
    (select id::text as transfer_id, account::text as account_id,
      concat('seq ', seq, ', balance ', balance) as stored, concat('seq ', want_seq, ', balance ', want_balance) as computed
    from running where seq is distinct from want_seq or balance is distinct from want_balance order by id limit 20)
    union all
    (select null, a.id::text, concat('movements ', a.movements), concat('movements ', count(s.id))
    from ledger_account a left join sides s on s.account = a.id
    where a.owner_id is not null group by a.id having a.movements <> count(s.id) limit 20)
  `.execute(db);
  const historyDrift = history.rows.map((r) => ({
    transferId: r.transfer_id === null ? null : BigInt(r.transfer_id),
    accountId: BigInt(r.account_id),
    stored: r.stored,
    computed: r.computed,
  }));
  // The investments module lists what each member has invested in the ledger_invested_claim view (migration 0018).
  const invested = await sql<{ owner_id: string; invested: string; active: string }>`
    select coalesce(a.owner_id, c.owner_id) as owner_id, coalesce(a.balance, 0)::text as invested,
      coalesce(c.amount, 0)::text as active
    from (select owner_id, balance from ledger_account where kind = 'invested') a
    full join ledger_invested_claim c on c.owner_id = a.owner_id
    where coalesce(a.balance, 0) <> coalesce(c.amount, 0)
  `.execute(db);
  const investedMismatch = invested.rows.map((r) => ({
    ownerId: r.owner_id,
    invested: BigInt(r.invested),
    active: BigInt(r.active),
  }));
  // The money module counts them from the rows in the member_pending_from_rows view (migration 0034).
  const pending = await sql<{ member_id: string; kept: string; rows: string }>`
    select coalesce(k.member_id, r.member_id) as member_id,
      format('deposits %s (%s cents), withdrawals %s (%s cents)', coalesce(k.deposits_count, 0),
        coalesce(k.deposits_amount, 0), coalesce(k.withdrawals_count, 0), coalesce(k.withdrawals_amount, 0)) as kept,
      format('deposits %s (%s cents), withdrawals %s (%s cents)', coalesce(r.deposits_count, 0),
        coalesce(r.deposits_amount, 0), coalesce(r.withdrawals_count, 0), coalesce(r.withdrawals_amount, 0)) as rows
    from member_pending_money k full join member_pending_from_rows r on r.member_id = k.member_id
    where (coalesce(k.deposits_count, 0), coalesce(k.deposits_amount, 0), coalesce(k.withdrawals_count, 0),
      coalesce(k.withdrawals_amount, 0)) <> (coalesce(r.deposits_count, 0), coalesce(r.deposits_amount, 0),
      coalesce(r.withdrawals_count, 0), coalesce(r.withdrawals_amount, 0))
  `.execute(db);
  const pendingMismatch = pending.rows.map((r) => ({ memberId: r.member_id, kept: r.kept, fromRows: r.rows }));
  // The investments module counts them from the rows in the investment_figures_from_rows view (migration 0039).
  const figures = await sql<{ member_id: string; kept: string; rows: string }>`
    select coalesce(k.member_id, r.member_id) as member_id,
      format('invested %s cents, %s active, profit %s cents', coalesce(k.invested, 0), coalesce(k.active, 0),
        coalesce(k.profit_to_date, 0)) as kept,
      format('invested %s cents, %s active, profit %s cents', coalesce(r.invested, 0), coalesce(r.active, 0),
        coalesce(r.profit_to_date, 0)) as rows
    from member_investment_figures k full join investment_figures_from_rows r on r.member_id = k.member_id
    where (coalesce(k.invested, 0), coalesce(k.active, 0), coalesce(k.profit_to_date, 0))
      <> (coalesce(r.invested, 0), coalesce(r.active, 0), coalesce(r.profit_to_date, 0))
  `.execute(db);
  const figuresMismatch = figures.rows.map((r) => ({ memberId: r.member_id, kept: r.kept, fromRows: r.rows }));
  return {
    total,
    drifted,
    negativeMemberAccounts,
    heldMismatch,
    orphanHolds,
    historyDrift,
    investedMismatch,
    pendingMismatch,
    figuresMismatch,
  };
}

/** True when nothing is out of place. */
export const isSound = (inv: LedgerInvariants) =>
  inv.total === 0n &&
  inv.drifted.length === 0 &&
  inv.negativeMemberAccounts.length === 0 &&
  inv.heldMismatch.length === 0 &&
  inv.orphanHolds.length === 0 &&
  inv.historyDrift.length === 0 &&
  inv.investedMismatch.length === 0 &&
  inv.pendingMismatch.length === 0 &&
  inv.figuresMismatch.length === 0;
