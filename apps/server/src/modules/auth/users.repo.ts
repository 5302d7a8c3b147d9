import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

// Lookups on the auth user table. Better Auth lower-cases e-mails and user names when it
// stores them; we compare lower-cased too, so uniqueness is case-insensitive either way.

export async function isEmailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function findUserByUserName(db: Kysely<DB>, userName: string) {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'displayUsername', 'username', 'emailVerified'])
    .where(sql<string>`lower(username)`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

export async function userFlags(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('user')
    .select(['userBlock', 'banned', 'email', 'emailVerified', 'role', 'twoFactorEnabled', 'twoFactorRequired'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The id of the user a sign-in names, by e-mail (with an @) or by user name. */
export async function findUserIdByLogin(db: Kysely<DB>, login: string): Promise<string | undefined> {
  const column = login.includes('@') ? 'email' : 'username';
  const row = await db
    .selectFrom('user')
    .select('id')
    .where(sql<string>`lower(${sql.ref(column)})`, '=', login.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export async function twoFactorEnabled(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('twoFactorEnabled').where('id', '=', userId).executeTakeFirst();
  return row?.twoFactorEnabled === true;
}
