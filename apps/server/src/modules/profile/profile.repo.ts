import type { Currency, MemberProfile, UpdateProfileRequest } from '@member-area/shared';
import { type CompiledQuery, type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { prepared } from '../../platform/db/prepared.js';
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

// Compiled once per database: GET /api/profile runs this on every call, and building it
// through Kysely's builder each time showed up in the CPU profile of that read.
const profileById = new WeakMap<Kysely<DB>, CompiledQuery<ProfileRow>>();

export async function findProfileRow(db: Kysely<DB>, userId: string): Promise<ProfileRow | undefined> {
  let query = profileById.get(db);
  if (!query) {
    query = prepared(selectProfiles(db).where('user.id', '=', '').compile() as CompiledQuery<ProfileRow>);
    profileById.set(db, query);
  }
  const { rows } = await db.executeQuery<ProfileRow>({ ...query, parameters: [userId] });
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
  page: number;
  pageSize: number;
}

/** Members (not operators or the support account), newest first, matching name, user name or e-mail. */
export async function searchProfileRows(db: Kysely<DB>, search: MemberSearch) {
  let query = selectProfiles(db).where((eb) => eb.or([eb('user.role', 'is', null), eb('user.role', '=', 'member')]));
  if (search.q) {
    const like = `%${search.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower("user"."name")`, 'like', like),
        eb(sql<string>`lower("user"."username")`, 'like', like),
        eb(sql<string>`lower("user"."email")`, 'like', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy('user.createdAt', 'desc')
      .orderBy('user.id')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
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
