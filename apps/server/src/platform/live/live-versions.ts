import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';

/** Takes the next version of a topic on a channel, locking it until the transaction ends. */
export async function bumpVersion(trx: Tx, channel: string, topic: string): Promise<number> {
  const { rows } = await sql<{ version: bigint }>`
    insert into live_version (channel, topic, version) values (${channel}, ${topic}, 1)
    on conflict (channel, topic) do update set version = live_version.version + 1
    returning version
  `.execute(trx);
  return Number(rows[0]?.version ?? 0);
}

/** The current versions of the topics on these channels (0 for a topic never changed). */
export async function readVersions(db: Kysely<DB>, channels: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('live_version')
    .select(['channel', 'topic', 'version'])
    .where('channel', 'in', channels)
    .execute();
  return new Map(rows.map((r) => [`${r.channel}\u0000${r.topic}`, Number(r.version)]));
}
