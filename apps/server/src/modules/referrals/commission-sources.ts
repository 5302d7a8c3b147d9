import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** For the bonus fund's history: which member and level each commission transfer came from. */
export async function commissionSources(
  db: Kysely<DB>,
  transferIds: readonly bigint[],
): Promise<Map<string, { userName: string; level: number }>> {
  if (transferIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('referral_commission as rc')
    .innerJoin('user as u', 'u.id', 'rc.investor_id')
    .select(['rc.transfer_id', 'rc.level', 'u.displayUsername', 'u.username'])
    .where('rc.transfer_id', 'in', [...transferIds])
    .execute();
  return new Map(
    rows.map((r) => [
      String(r.transfer_id),
      { userName: r.displayUsername ?? r.username ?? '', level: Number(r.level) },
    ]),
  );
}
