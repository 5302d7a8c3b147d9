import { type Kysely, sql } from 'kysely';
import { COUNT_AHEAD, countUpTo } from '../../platform/db/counted-page.js';
import type { DB } from '../../platform/db/schema.js';

/**
 * The members below `memberId`, `levels` deep, as a recursive CTE to select from: each has one
 * referrer, so the downline is a tree, and the path kept on each row stops a cycle written in the
 * database (A→B→C→A) from looping or listing anyone twice.
 */
export const downlineCte = (memberId: string, levels: number) => sql`
  with recursive down (level, id, path) as (
    select 1, u.id, array[${memberId}::text, u.id]
      from "user" u
      where u."referrerId" = ${memberId} and u.id <> ${memberId}
    union all
    select d.level + 1, u.id, d.path || u.id
      from down d join "user" u on u."referrerId" = d.id
      where d.level < ${levels} and u.id <> all (d.path)
  )
`;

/** Whether the downline member `u` holds an active investment (read through investment_member_idx). */
const activeInvestment = sql`exists (select 1 from investment i where i.member_id = u.id and i.status = 'active')`;

export interface DownlineRow {
  level: number;
  id: string;
  name: string;
  userName: string;
  joinedAt: Date;
  excluded: boolean;
  /** Whether this member holds an active investment now. */
  activeInvestment: boolean;
  /** What `memberId` earned from this member's investments, in cents. */
  bonus: bigint;
}

/** A page of the downline, nearest level first, newest first, with the total. */
export async function downlinePage(
  db: Kysely<DB>,
  memberId: string,
  levels: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DownlineRow[]; total: number; totalExact: boolean }> {
  const [list, count] = await Promise.all([
    sql<{
      level: number;
      id: string;
      name: string;
      user_name: string | null;
      joined_at: Date;
      excluded: boolean;
      active_investment: boolean;
      bonus: string;
    }>`
      ${downlineCte(memberId, levels)}
      select d.level, u.id, u.name, coalesce(u."displayUsername", u.username) as user_name,
        u."createdAt" as joined_at, (coalesce(u.banned, false) or u."userBlock") as excluded,
        ${activeInvestment} as active_investment,
        coalesce((select sum(rc.amount) from referral_commission rc
                   where rc.beneficiary_id = ${memberId} and rc.investor_id = u.id), 0)::text as bonus
      from down d join "user" u on u.id = d.id
      order by d.level, u."createdAt" desc, u.id
      limit ${page.limit} offset ${page.offset}
    `.execute(db),
    countUpTo(db, sql`${downlineCte(memberId, levels)} select 1 from down`, page.offset + page.limit + COUNT_AHEAD),
  ]);
  return {
    rows: list.rows.map((r) => ({
      level: Number(r.level),
      id: r.id,
      name: r.name,
      userName: r.user_name ?? '',
      joinedAt: new Date(r.joined_at),
      excluded: r.excluded,
      activeInvestment: r.active_investment,
      bonus: BigInt(r.bonus),
    })),
    ...count,
  };
}

/** Members per level of the downline, and how many of them hold an active investment. */
export async function downlineCounts(
  db: Kysely<DB>,
  memberId: string,
  levels: number,
): Promise<Map<number, { members: number; activeInvestors: number }>> {
  const { rows } = await sql<{ level: number; n: string; active: string }>`
    ${downlineCte(memberId, levels)}
    select d.level, count(*)::text as n, count(*) filter (where ${activeInvestment})::text as active
    from down d join "user" u on u.id = d.id group by d.level
  `.execute(db);
  return new Map(rows.map((r) => [Number(r.level), { members: Number(r.n), activeInvestors: Number(r.active) }]));
}
