import type { Currency, MemberProfile, UpdateProfileRequest } from '@member-area/shared';
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import { countUpTo } from '../../platform/db/counted-page.js';
import type { DB, UserTable } from '../../platform/db/schema.js';

// The member profile lives on the auth user row (so registration writes it in one insert);
// this file is the only one that reads or writes those columns.

const PROFILE_COLUMNS = [
  'user.id',
  'user.name',
  'user.email',
  'user.emailVerified',
  'user.image',
  'user.createdAt',
  'user.username',
  'user.displayUsername',
  'user.firstName',
  'user.lastName',
  'user.currency',
  'user.userTrading',
  'user.userBlock',
  'user.blockReason',
  'user.banned',
  'user.banReason',
  'user.role',
  'user.referrerId',
] as const;

type ProfileRow = Pick<
  Selectable<UserTable>,
  (typeof PROFILE_COLUMNS)[number] extends `user.${infer C}` ? C : never
> & {
  referrerUserName: string | null;
};

/** A profile row as the database gives it, or as JSON (a member read): dates as ISO strings there. */
type ProfileFields = Omit<ProfileRow, 'createdAt'> & { createdAt: Date | string };

export function toMemberProfile<R extends ProfileFields>(row: R, photoURL: (row: R) => string | null): MemberProfile {
  return {
    uid: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.name,
    userName: row.displayUsername ?? row.username ?? '',
    email: row.email,
    emailVerified: row.emailVerified,
    currency: row.currency as Currency,
    userTrading: row.userTrading,
    userBlock: row.userBlock,
    userStatus: row.banned ? 'banned' : 'active',
    photoURL: photoURL(row),
    memberSince: new Date(row.createdAt).toISOString(),
    referrer: row.referrerUserName,
  };
}

/** One member's profile row, as a query a member read embeds (`memberId` may be a column). */
export function profileQuery(db: Kysely<DB>, memberId: Expression<string>) {
  return selectProfiles(db).where('user.id', '=', memberId);
}

function selectProfiles(db: Kysely<DB>) {
  return db
    .selectFrom('user')
    .leftJoin('user as referrer', 'referrer.id', 'user.referrerId')
    .select([...PROFILE_COLUMNS, 'referrer.displayUsername as referrerUserName']);
}

// GET /api/profile runs this on every call: built once (compiled-once.ts).
const profileById = compiledOnce((db: Kysely<DB>, userId: string) => selectProfiles(db).where('user.id', '=', userId));

export async function findProfileRow(db: Kysely<DB>, userId: string): Promise<ProfileRow | undefined> {
  const { rows } = await db.executeQuery<ProfileRow>(profileById(db, userId));
  return rows[0];
}

/**
 * Holds the member's row until the transaction ends: a guard that read it stays true, since
 * a block or ban committed meanwhile waits for us (or we for it, and then see it).
 */
export async function lockProfileRow(db: Kysely<DB>, userId: string): Promise<void> {
  await db.selectFrom('user').select('id').where('id', '=', userId).forShare().execute();
}

export async function updateProfileRow(db: Kysely<DB>, userId: string, input: UpdateProfileRequest): Promise<void> {
  await db
    .updateTable('user')
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      currency: input.currency,
      updatedAt: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function setAvatarFile(db: Kysely<DB>, userId: string, fileId: string | null): Promise<string | null> {
  const before = await db.selectFrom('user').select('image').where('id', '=', userId).executeTakeFirst();
  await db.updateTable('user').set({ image: fileId, updatedAt: new Date() }).where('id', '=', userId).execute();
  return before?.image ?? null;
}

export interface MemberSearch {
  q?: string | undefined;
  /** The id of the member the page starts after (older than it), or ends before (newer). */
  after?: string | undefined;
  before?: string | undefined;
  pageSize: number;
  /** Past this many matches the count stops (`totalExact` false). */
  countCap: number;
}

const membersOnly = (db: Kysely<DB>) =>
  selectProfiles(db).where((eb) => eb.or([eb('user.role', 'is', null), eb('user.role', '=', 'member')]));

function matching(db: Kysely<DB>, q: string | undefined) {
  const query = membersOnly(db);
  if (!q) return query;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return query.where((eb) =>
    eb.or([eb('user.name', 'ilike', like), eb('user.username', 'ilike', like), eb('user.email', 'ilike', like)]),
  );
}

/** One page of the members list: `pageSize` + 1 rows (the extra one says a page follows), in walking order. */
export function memberPageQuery(db: Kysely<DB>, search: Omit<MemberSearch, 'countCap'>) {
  let page = matching(db, search.q);
  const edge = search.after ?? search.before;
  const backwards = search.before !== undefined;
  if (edge !== undefined) {
    const key = sql`(select k."createdAt", k."id" from "user" k where k."id" = ${edge})`;
    page = page.where(sql<boolean>`("user"."createdAt", "user"."id") ${sql.raw(backwards ? '>' : '<')} ${key}`);
  }
  // With a search, the order is an expression no index gives: the planner then finds the few
  // matches through the trigram indexes and sorts them, instead of walking every member newest
  // first in the hope that a match comes soon (which a search that matches nothing never does).
  const createdAt = search.q ? sql`"user"."createdAt" + interval '0 s'` : sql`"user"."createdAt"`;
  const direction = backwards ? sql`asc` : sql`desc`;
  return page
    .orderBy(sql`${createdAt} ${direction}`)
    .orderBy(sql`"user"."id" ${direction}`)
    .limit(search.pageSize + 1);
}

/**
 * Members (not operators or the support account), newest first, matching name, user name or
 * e-mail. A page is an index range after (or before) a member's ("createdAt", id), never an
 * offset; a search is answered by the trigram indexes of migration 0017; the count stops at
 * `countCap` (without a search, the table's estimated size says when it would get there).
 */
export async function searchProfileRows(db: Kysely<DB>, search: MemberSearch) {
  const [found, count] = await Promise.all([
    memberPageQuery(db, search).execute(),
    countMembers(db, matching(db, search.q), search),
  ]);
  const edge = search.after ?? search.before;
  const backwards = search.before !== undefined;
  const more = found.length > search.pageSize;
  const rows = found.slice(0, search.pageSize);
  if (backwards) rows.reverse();
  const first = rows[0]?.id ?? null;
  const last = rows.at(-1)?.id ?? null;
  return {
    rows,
    ...count,
    next: backwards ? last : more ? last : null,
    prev: backwards ? (more ? first : null) : edge !== undefined ? first : null,
  };
}

/**
 * How many members match, counted up to `countCap`. Without a search, a table PostgreSQL
 * estimates (pg_class.reltuples, kept by ANALYZE and autovacuum) at past the cap is not counted.
 */
async function countMembers(
  db: Kysely<DB>,
  query: ReturnType<typeof matching>,
  search: MemberSearch,
): Promise<{ total: number; totalExact: boolean }> {
  if (!search.q) {
    const estimate = await sql<{
      n: number;
    }>`select reltuples::float8 as n from pg_class where oid = '"user"'::regclass`.execute(db);
    if ((estimate.rows[0]?.n ?? 0) > search.countCap) return { total: search.countCap, totalExact: false };
  }
  return countUpTo(db, query, search.countCap);
}

export type MemberFlagChange =
  | { flag: 'userTrading'; value: boolean }
  | { flag: 'userBlock'; value: boolean; reason: string | null }
  | { flag: 'banned'; value: boolean; reason: string | null };

export async function setMemberFlag(db: Kysely<DB>, userId: string, change: MemberFlagChange): Promise<boolean> {
  const set =
    change.flag === 'userTrading'
      ? { userTrading: change.value }
      : change.flag === 'userBlock'
        ? { userBlock: change.value, blockReason: change.reason }
        : { banned: change.value, banReason: change.reason };
  const result = await db
    .updateTable('user')
    .set({ ...set, updatedAt: new Date() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
