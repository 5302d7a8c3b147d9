import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { ExpiryRule } from './expiry-rules.js';

export const CLEANUP_QUEUE = 'maintenance.cleanup-expired';
const BATCH = 1000;

/**
 * Deletes the expired rows of every rule, in batches so that no delete holds many row locks
 * for long. Returns how many rows went, per table.
 */
export async function cleanupExpired(db: Kysely<DB>, rules: readonly ExpiryRule[]): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of rules) {
    let total = 0;
    for (;;) {
      const result = await sql`
        delete from ${sql.table(rule.table)} where ctid = any(array(
          select ctid from ${sql.table(rule.table)} where ${rule.expired} limit ${BATCH}
        ))
      `.execute(db);
      const n = Number(result.numAffectedRows ?? 0n);
      total += n;
      if (n < BATCH) break;
    }
    deleted[rule.table] = total;
  }
  return deleted;
}
