import type { CompiledQuery, Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Ends every session of a user: the next request of each of their tabs is signed out. */
export async function revokeAllSessions(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

export async function deleteSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).execute();
}

/** Of the given session ids, those still valid (not revoked, not expired). */
export async function liveSessionIds(db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('session')
    .select('id')
    .where('id', 'in', ids)
    .where('expiresAt', '>', new Date())
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface SessionWithUser {
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  impersonatedBy: string | null;
  userId: string;
  email: string;
  emailVerified: boolean;
  role: string | null;
  banned: boolean | null;
  userBlock: boolean;
}

function sessionByTokenQuery(db: Kysely<DB>) {
  return db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'session.id as sessionId',
      'session.expiresAt',
      'session.createdAt',
      'session.impersonatedBy',
      'user.id as userId',
      'user.email',
      'user.emailVerified',
      'user.role',
      'user.banned',
      'user.userBlock',
    ])
    .where('session.token', '=', '');
}

// Compiled once per database: this runs on every authenticated request, and building the
// query through Kysely's builder each time was a quarter of the server's CPU profile.
const compiled = new WeakMap<Kysely<DB>, CompiledQuery<SessionWithUser>>();

/** The session of a token with its user, in one query on the unique token index. */
export async function findSessionWithUser(db: Kysely<DB>, token: string): Promise<SessionWithUser | undefined> {
  let query = compiled.get(db);
  if (!query) {
    query = sessionByTokenQuery(db).compile() as CompiledQuery<SessionWithUser>;
    compiled.set(db, query);
  }
  const { rows } = await db.executeQuery<SessionWithUser>({ ...query, parameters: [token] });
  return rows[0];
}

/** The id and user of the session a token names, if it still exists. */
export async function sessionOfToken(
  db: Kysely<DB>,
  token: string,
): Promise<{ id: string; userId: string } | undefined> {
  return db.selectFrom('session').select(['id', 'userId']).where('token', '=', token).executeTakeFirst();
}

/** The User-Agent of every other live session of a user (all but the one of `token`). */
export async function otherSessionUserAgents(
  db: Kysely<DB>,
  userId: string,
  token: string | undefined,
): Promise<(string | null)[]> {
  let q = db.selectFrom('session').select('userAgent').where('userId', '=', userId).where('impersonatedBy', 'is', null);
  if (token) q = q.where('token', '!=', token);
  return (await q.execute()).map((r) => r.userAgent);
}

/** The live (unexpired) sessions of a user, the most recently active first. */
export async function liveSessionsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('session')
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'updatedAt', 'impersonatedBy'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Deletes one session of a user; false when that user has no such session. */
export async function deleteSessionOf(db: Kysely<DB>, userId: string, sessionId: string): Promise<boolean> {
  const r = await db.deleteFrom('session').where('id', '=', sessionId).where('userId', '=', userId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Deletes every session of a user but one; returns how many. */
export async function deleteOtherSessions(db: Kysely<DB>, userId: string, keepId: string): Promise<number> {
  const r = await db.deleteFrom('session').where('userId', '=', userId).where('id', '!=', keepId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
