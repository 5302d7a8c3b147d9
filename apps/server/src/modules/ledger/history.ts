import { type Kysely, type RawBuilder, sql } from 'kysely';
import { COUNT_AHEAD, cappedCount } from '../../platform/db/counted-page.js';
import { inDays } from '../../platform/db/day-range.js';
import type { DB } from '../../platform/db/schema.js';
import type { MemberAccountKind, TransferKind } from './kinds.js';

// The history of one member account (the wallet now; profit, bonus and a trade account later):
// every transfer on a member side carries the account's balance right after it and its place
// `seq` in the account's history (ledger_post(), migration 0016), so a page is a range of
// (account, seq) on an index and the running balance is read, never summed.

export interface AccountMovement {
  id: bigint;
  /** Its place in the account's history: 1 for the first movement. */
  seq: bigint;
  at: Date;
  kind: TransferKind;
  reference: string | null;
  /** Signed: positive into the account. */
  amount: bigint;
  /** The account's balance right after this movement. */
  balance: bigint;
  /** The hold this movement set aside (a `hold.reserve`), with its state now. */
  hold: { status: 'pending' | 'posted' | 'voided' } | null;
}

export interface HistoryFilter {
  kind?: TransferKind | undefined;
  /** Only reserves whose hold is now in this state (a paid withdrawal's reserve: `posted`). */
  holdStatus?: 'pending' | 'posted' | 'voided' | undefined;
  /** UTC days, both included ('YYYY-MM-DD'). */
  from?: string | undefined;
  to?: string | undefined;
}

const filtered = (q: HistoryFilter) => Boolean(q.kind || q.holdStatus || q.from || q.to);

/** The movements of one account whose seq lies in (after, upTo], newest first, passing the filter. */
/** The filter's conditions on a transfer `t`, beyond its account and seq. */
function filterOf(q: HistoryFilter) {
  return sql.join(
    [
      sql`true`,
      ...(q.kind ? [sql`t.kind = ${q.kind}`] : []),
      ...(q.holdStatus
        ? [sql`exists (select 1 from ledger_hold h where h.reserve_transfer_id = t.id and h.status = ${q.holdStatus})`]
        : []),
      inDays('t.created_at', q),
    ],
    sql` and `,
  );
}

function movements(
  account: bigint,
  range: { after: bigint; upTo: bigint },
  q: HistoryFilter,
  limit?: { limit: number; offset: number },
): RawBuilder<MovementRow> {
  const where = filterOf(q);
  const page = limit ? sql`limit ${limit.limit} offset ${limit.offset}` : sql``;
  // Each side stops at the rows the page can use: the planner then walks its (account, seq) index
  // newest first when the filter passes most rows, or reads a date filter's range (migration 0025)
  // and sorts it when it passes few, instead of reading every match of the side to sort them.
  // A range holds at most its width on each side, and says so: the planner estimates a seq range
  // from every account's seqs, so an old page's low range (seq 1–20 is in every account) looked
  // like thousands of rows, read in parallel and sorted (×4 in a full bench run).
  const side = sql`limit ${limit ? BigInt(limit.limit + limit.offset) : range.upTo - range.after}`;
  // Two index ranges, one per side, merged by seq (a member account is on one side of each transfer).
  return sql<MovementRow>`
    select m.*,
      -- The hold's status, one probe of its index per movement shown. As a join, the planner,
      -- expecting many rows for an old page's low seq range (every account has seq 1–20), read
      -- every hold of the brand for it: that page's cost grew with all holds ever made.
      case when m.kind = 'hold.reserve' then (
        select h.status from ledger_hold h where h.reserve_transfer_id = m.id limit 1
      ) end as hold_status
    from (
      (select t.id, t.credit_seq as seq, t.created_at, t.kind, t.reference, t.amount, t.credit_balance as balance
        from ledger_transfer t
        where t.credit_account_id = ${account} and t.credit_seq > ${range.after} and t.credit_seq <= ${range.upTo}
          and ${where}
        order by t.credit_seq desc ${side})
      union all
      (select t.id, t.debit_seq, t.created_at, t.kind, t.reference, -t.amount, t.debit_balance
        from ledger_transfer t
        where t.debit_account_id = ${account} and t.debit_seq > ${range.after} and t.debit_seq <= ${range.upTo}
          and ${where}
        order by t.debit_seq desc ${side})
      order by seq desc ${page}
    ) m
    order by m.seq desc
  `;
}

/**
 * How many of the account's movements pass the filter, counted no further than `upTo` matches:
 * each side reads at most that many entries of its index and nothing else (no row's columns, no
 * hold joined), so a count over 100,000 movements costs what one over `upTo` does. Each side is
 * walked in seq order, as the page's rows are: unordered, the planner expected a filter matching
 * a third of the table to fill the limit at once, and read a side with no match to its end.
 */
function matchesUpTo(account: bigint, q: HistoryFilter, upTo: number): RawBuilder<{ n: string }> {
  const where = filterOf(q);
  return sql<{ n: string }>`
    select least(count(*), ${upTo})::text as n from (
      (select 1 from ledger_transfer t
        where t.credit_account_id = ${account} and t.credit_seq > 0 and ${where}
        order by t.credit_seq desc limit ${upTo})
      union all
      (select 1 from ledger_transfer t
        where t.debit_account_id = ${account} and t.debit_seq > 0 and ${where}
        order by t.debit_seq desc limit ${upTo})
    ) c
  `;
}

interface MovementRow {
  id: string;
  seq: string;
  created_at: Date;
  kind: TransferKind;
  reference: string | null;
  amount: string;
  balance: string;
  hold_status: 'pending' | 'posted' | 'voided' | null;
}

const toMovement = (r: MovementRow): AccountMovement => ({
  id: BigInt(r.id),
  seq: BigInt(r.seq),
  at: new Date(r.created_at),
  kind: r.kind,
  reference: r.reference,
  amount: BigInt(r.amount),
  balance: BigInt(r.balance),
  hold: r.hold_status ? { status: r.hold_status } : null,
});

/** The account's id and how many movements it has had; an account not opened yet has none. */
async function accountOf(db: Kysely<DB>, owner: string, kind: MemberAccountKind) {
  const row = await db
    .selectFrom('ledger_account')
    .select(['id', 'movements'])
    .where('owner_id', '=', owner)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { id: BigInt(row.id), movements: BigInt(row.movements) } : null;
}

/**
 * Page `page` of one member account's history, newest first. Unfiltered, the page is the seq
 * range it shows and the total is the account's count of movements: its cost does not grow
 * with the history. Filtered, the sides are walked newest first on their (account, seq) index,
 * and the matches are counted up to COUNT_AHEAD past the page, as every list counts: a total
 * past that is a lower bound (`totalExact` false; the page shows "120+"), so page 1 of a filter
 * over 100,000 movements costs what page 1 of a short history does.
 */
export async function accountHistoryPage(
  db: Kysely<DB>,
  owner: string,
  kind: MemberAccountKind,
  q: HistoryFilter & { page: number; pageSize: number },
): Promise<{ rows: AccountMovement[]; total: number; totalExact: boolean }> {
  const account = await accountOf(db, owner, kind);
  if (!account) return { rows: [], total: 0, totalExact: true };
  const size = BigInt(q.pageSize);
  if (!filtered(q)) {
    const upTo = account.movements - BigInt(q.page - 1) * size;
    const { rows } = await movements(account.id, { after: upTo - size, upTo }, q).execute(db);
    return { rows: rows.map(toMovement), total: Number(account.movements), totalExact: true };
  }
  const all = { after: 0n, upTo: account.movements };
  const offset = (q.page - 1) * q.pageSize;
  const cap = offset + q.pageSize + COUNT_AHEAD;
  const [{ rows }, count] = await Promise.all([
    movements(account.id, all, q, { limit: q.pageSize, offset }).execute(db),
    matchesUpTo(account.id, q, cap + 1).execute(db),
  ]);
  return { rows: rows.map(toMovement), ...cappedCount(Number(count.rows[0]?.n ?? 0), cap) };
}

/**
 * The whole history, newest first, in batches of at most `batch` movements, each one seq range
 * of the index: an export streams it without holding it. Movements made after it starts are
 * not in it (the count is read once, at the start).
 */
export async function* accountHistoryBatches(
  db: Kysely<DB>,
  owner: string,
  kind: MemberAccountKind,
  q: HistoryFilter,
  batch = 1000,
): AsyncGenerator<AccountMovement[]> {
  const account = await accountOf(db, owner, kind);
  if (!account) return;
  // A small first batch: the first bytes leave as soon as a short history would have.
  let size = BigInt(Math.min(20, batch));
  for (let upTo = account.movements; upTo > 0n; upTo -= size, size = BigInt(batch)) {
    const { rows } = await movements(account.id, { after: upTo - size, upTo }, q).execute(db);
    if (rows.length) yield rows.map(toMovement);
  }
}
