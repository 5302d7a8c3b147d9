import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Ends every session of a user: the next request of each of their tabs is signed out. */
export async function revokeAllSessions(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
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
