import type { CompiledQuery, Kysely } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { DB } from '../../platform/db/schema.js';
import { type MemberRead, memberReadColumn } from './member-read.js';

/** Ends every session of a user: the next request of each of their tabs is signed out. */
export async function revokeAllSessions(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/**
 * Ends every "sign in as member" session an operator opened: they are the member's sessions
 * (`userId` the member), so ending the operator's own leaves them running. Returns them, for
 * the members' sockets to close.
 */
export async function endImpersonationsBy(
  db: Kysely<DB>,
  operatorId: string,
): Promise<{ id: string; userId: string }[]> {
  return db.deleteFrom('session').where('impersonatedBy', '=', operatorId).returning(['id', 'userId']).execute();
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
  twoFactorEnabled: boolean | null;
  twoFactorRequired: boolean;
}

/** What the session statement reads besides the session and its user. */
export interface SessionExtras {
  /** The route's member read (`read`, JSON). */
  read: MemberRead<unknown> | null;
  /** When this session last proved its password (`stepUpProvedAt`): for a step-up route. */
  stepUp: boolean;
  /** The member a read with `of` is about (the route parameter's value). */
  subject?: string;
}

function sessionByTokenQuery(db: Kysely<DB>, { read, stepUp }: SessionExtras, token: string, subject?: string) {
  // Aliases no read uses, so its own tables ("user", "session") never shadow the member id it is given.
  const query = db
    .selectFrom('session as signed_in_session')
    .innerJoin('user as signed_in_user', 'signed_in_user.id', 'signed_in_session.userId')
    .select([
      'signed_in_session.id as sessionId',
      'signed_in_session.expiresAt',
      'signed_in_session.createdAt',
      'signed_in_session.impersonatedBy',
      'signed_in_user.id as userId',
      'signed_in_user.email',
      'signed_in_user.emailVerified',
      'signed_in_user.role',
      'signed_in_user.banned',
      'signed_in_user.userBlock',
      'signed_in_user.twoFactorEnabled',
      'signed_in_user.twoFactorRequired',
    ])
    .where('signed_in_session.token', '=', token)
    .$if(stepUp, (q) =>
      q.select((eb) =>
        eb
          .selectFrom('session_step_up')
          .select('proved_at')
          .whereRef('session_step_up.session_id', '=', 'signed_in_session.id')
          .as('stepUpProvedAt'),
      ),
    );
  if (!read) return query;
  // An operator's read about the member a route parameter names (`of`), else the signed-in member's.
  return query.select((eb) =>
    memberReadColumn(db, read, read.of ? eb.val(subject ?? '') : eb.ref('signed_in_session.userId')),
  );
}

// Built once per read, with and without step-up's proof (compiled-once.ts): this runs on every
// authenticated request, and building the query through Kysely's builder each time was a quarter
// of the server's CPU profile.
type Statement = (db: Kysely<DB>, token: string, subject: string) => CompiledQuery;
const built = {
  plain: new Map<MemberRead<unknown> | null, Statement>(),
  withStepUp: new Map<MemberRead<unknown> | null, Statement>(),
};

/**
 * The session of a token with its user, in one query on the unique token index; with a member
 * read, its row too (`read`, JSON), and for a step-up route the session's last proof, from the
 * same statement.
 */
export async function findSessionWithUser(
  db: Kysely<DB>,
  token: string,
  extras: SessionExtras = { read: null, stepUp: false },
): Promise<(SessionWithUser & { read?: unknown; stepUpProvedAt?: Date | null }) | undefined> {
  const statements = extras.stepUp ? built.withStepUp : built.plain;
  let statement = statements.get(extras.read);
  if (!statement) {
    const { read, stepUp } = extras;
    if (read?.of) {
      statement = compiledOnce((d: Kysely<DB>, t: string, m: string) => sessionByTokenQuery(d, { read, stepUp }, t, m));
    } else {
      const byToken = compiledOnce((d: Kysely<DB>, t: string) => sessionByTokenQuery(d, { read, stepUp }, t));
      statement = (d, t) => byToken(d, t);
    }
    statements.set(extras.read, statement);
  }
  const { rows } = await db.executeQuery<SessionWithUser & { read?: unknown; stepUpProvedAt?: Date | null }>(
    statement(db, token, extras.subject ?? ''),
  );
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
