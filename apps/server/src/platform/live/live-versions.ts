import { type Kysely, type QueryCreator, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * The statement that takes the next version of each (channel, topic), locking the rows until
 * the transaction ends. The keys come sorted, so two transactions lock them in one order.
 * Built on a query creator, so the transaction's deferred writes can ride along as CTEs.
 */
export function bumpVersionsQuery(db: QueryCreator<DB>, keys: readonly { channel: string; topic: string }[]) {
  // Two array parameters, not two per key: a daily payout bumps two thousand keys at once, and
  // a VALUES list of that size costs more to build, send and plan than the update itself.
  const channels = keys.map((k) => k.channel);
  const topics = keys.map((k) => k.topic);
  return db
    .insertInto('live_version')
    .columns(['channel', 'topic', 'version'])
    .expression(
      sql`select c, t, 1 from unnest(${channels}::text[], ${topics}::text[]) with ordinality as k(c, t, o) order by o`,
    )
    .onConflict((oc) => oc.columns(['channel', 'topic']).doUpdateSet({ version: sql`live_version.version + 1` }))
    .returning(['channel', 'topic', 'version']);
}

export function versionsOf(rows: readonly { channel: string; topic: string; version: bigint | number | string }[]) {
  return new Map(rows.map((r) => [versionKey(r.channel, r.topic), Number(r.version)]));
}

export const versionKey = (channel: string, topic: string) => `${channel}\u0000${topic}`;

/** The current versions of the topics on these channels (0 for a topic never changed). */
export async function readVersions(db: Kysely<DB>, channels: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('live_version')
    .select(['channel', 'topic', 'version'])
    .where('channel', 'in', channels)
    .execute();
  return new Map(rows.map((r) => [versionKey(r.channel, r.topic), Number(r.version)]));
}

/**
 * Takes the next version of one (channel, topic) inside a transaction, locking its row until the
 * transaction ends: for a `readVersioned` topic whose state many members share, so that each of
 * its states is read after every earlier change committed and a higher version is a newer state.
 */
export async function bumpVersion(db: Kysely<DB>, channel: string, topic: string): Promise<number> {
  return versionsOf(await bumpVersionsQuery(db, [{ channel, topic }]).execute()).get(versionKey(channel, topic)) ?? 0;
}

/** The current version of one (channel, topic), 0 for one never changed. */
export async function readVersion(db: Kysely<DB>, channel: string, topic: string): Promise<number> {
  const row = await db
    .selectFrom('live_version')
    .select('version')
    .where('channel', '=', channel)
    .where('topic', '=', topic)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}
