import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/**
 * Takes the next version of each (channel, topic), in one statement, locking the rows until
 * the transaction ends. The keys come sorted, so two transactions lock them in one order.
 */
export async function bumpVersions(
  trx: Tx,
  keys: readonly { channel: string; topic: string }[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const { rows } = await sql<{ channel: string; topic: string; version: bigint }>`
    insert into live_version (channel, topic, version)
    values ${sql.join(keys.map((k) => sql`(${k.channel}, ${k.topic}, 1)`))}
    on conflict (channel, topic) do update set version = live_version.version + 1
    returning channel, topic, version
  `.execute(trx);
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
