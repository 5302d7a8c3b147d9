import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** The member account kinds; platform accounts (owner null) take the other side of each transfer. */
export type MemberAccountKind = 'wallet' | 'profit' | 'bonus';

/** A member account's balance in cents; an account not opened yet holds nothing. */
export async function balanceOf(db: Kysely<DB>, ownerId: string, kind: MemberAccountKind): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
