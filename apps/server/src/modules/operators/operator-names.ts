import { OPERATOR_ROLES } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Refuses a name another operator goes by (case and outer spaces aside): the queues ("decided
 * by"), the ledger and the audit log tell operators apart by their name alone.
 */
export async function assertOperatorNameFree(db: Kysely<DB>, name: string, exceptId: string | null): Promise<void> {
  const wanted = name.trim();
  let query = db
    .selectFrom('user')
    .select('id')
    .where(sql<string>`lower(trim(name))`, '=', wanted.toLowerCase())
    .where('role', 'in', [...OPERATOR_ROLES]);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) {
    throw AppError.field('name', `Another operator is called ${wanted}: choose a name that tells you apart.`);
  }
}
