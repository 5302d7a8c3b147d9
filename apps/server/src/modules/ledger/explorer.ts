import { whoName } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import { type KeyedPage, keyedPage, type PageAsked } from '../../platform/db/counted-page.js';
import { type DayRange, inDays } from '../../platform/db/day-range.js';
import type { DB } from '../../platform/db/schema.js';
import type { TransferKind } from './kinds.js';

// Reading the journal: the operator's ledger explorer (a member account's history: history.ts).

/** A person on a transfer; `name` as the back office shows them everywhere (`whoName`). */
export interface Who {
  uid: string;
  userName: string;
  name: string;
}

export interface JournalSide {
  account: string;
  member: Who | null;
}

export interface JournalRow {
  id: bigint;
  at: Date;
  kind: TransferKind;
  amount: bigint;
  reference: string | null;
  debit: JournalSide;
  credit: JournalSide;
  createdBy: Who | null;
}

export interface JournalQuery extends DayRange, PageAsked {
  /** Transfers touching any account of this member. */
  memberId?: string | undefined;
  kind?: TransferKind | undefined;
}

interface ExplorerRow {
  id: string;
  created_at: Date;
  kind: TransferKind;
  amount: string;
  reference: string | null;
  page_key: string[];
  d_kind: string;
  d_uid: string | null;
  d_name: string | null;
  d_who: string | null;
  d_role: string | null;
  c_kind: string;
  c_uid: string | null;
  c_name: string | null;
  c_who: string | null;
  c_role: string | null;
  by_uid: string | null;
  by_name: string | null;
  by_who: string | null;
  by_role: string | null;
}

/**
 * Transfers, newest first, filtered by member, kind and day, with both sides named. The page is
 * taken first and only its rows are joined: planned as one six-way join, the statement took
 * the planner 1.4–2.5 ms over 100,000 transfers (0.4 ms this way), more than running it.
 */
export async function listTransfers(db: Kysely<DB>, q: JournalQuery): Promise<KeyedPage<JournalRow>> {
  const where = sql.join(
    [
      inDays('t.created_at', q),
      ...(q.kind ? [sql`t.kind = ${q.kind}`] : []),
      ...(q.memberId
        ? [
            sql`(t.debit_account_id in (select id from ledger_account where owner_id = ${q.memberId})
              or t.credit_account_id in (select id from ledger_account where owner_id = ${q.memberId}))`,
          ]
        : []),
    ],
    sql` and `,
  );
  const page = await keyedPage(
    db,
    { columns: ['t.id'], direction: 'desc' },
    q,
    async (slice) =>
      (
        await sql<ExplorerRow>`
          select t.id::text, t.created_at, t.kind, t.amount::text, t.reference, t.page_key,
            d.kind as d_kind, d.owner_id as d_uid, du.username as d_name, du.name as d_who, du.role as d_role,
            c.kind as c_kind, c.owner_id as c_uid, cu.username as c_name, cu.name as c_who, cu.role as c_role,
            t.created_by as by_uid, bu.username as by_name, bu.name as by_who, bu.role as by_role
          from (
            select t.*, ${slice.key} as page_key from ledger_transfer t where ${where} and ${slice.where}
            order by ${slice.orderBy} limit ${slice.limit} offset ${slice.offset}
          ) t
          join ledger_account d on d.id = t.debit_account_id
          join ledger_account c on c.id = t.credit_account_id
          left join "user" du on du.id = d.owner_id
          left join "user" cu on cu.id = c.owner_id
          left join "user" bu on bu.id = t.created_by
          order by ${slice.orderBy}
        `.execute(db)
      ).rows,
    (matching) => sql`select 1 from ledger_transfer t where ${where} and ${matching}`,
  );
  const who = (uid: string | null, username: string | null, name: string | null, role: string | null) =>
    uid ? { uid, userName: username ?? '', name: whoName({ username, name, role }) } : null;
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: BigInt(r.id),
      at: new Date(r.created_at),
      kind: r.kind,
      amount: BigInt(r.amount),
      reference: r.reference,
      debit: { account: r.d_kind, member: who(r.d_uid, r.d_name, r.d_who, r.d_role) },
      credit: { account: r.c_kind, member: who(r.c_uid, r.c_name, r.c_who, r.c_role) },
      createdBy: who(r.by_uid, r.by_name, r.by_who, r.by_role),
    })),
  };
}
