import type { ConsoleQueues } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Every queue's count in one statement, each on its partial index of what waits. */
export function queuesQuery(db: Kysely<DB>) {
  const count = (from: string, where: string) =>
    sql<string>`(select count(*) from ${sql.table(from)} where ${sql.raw(where)})`;
  return db.selectNoFrom([
    count('deposit_invoice', "status = 'pending'").as('deposits'),
    // What waits for an operator: a decision (pending), or the payout of an approved one.
    count('withdrawal', "status in ('pending', 'approved')").as('withdrawals'),
    count('kyc_submission', "status = 'pending'").as('kyc'),
    count('position', "status = 'open'").as('positions'),
  ]);
}

type QueuesRow = {
  deposits: string | number;
  withdrawals: string | number;
  kyc: string | number;
  positions: string | number;
};

export function toQueues(row: QueuesRow | undefined): ConsoleQueues {
  return {
    deposits: Number(row?.deposits ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    kyc: Number(row?.kyc ?? 0),
    positions: Number(row?.positions ?? 0),
  };
}

export async function readQueues(db: Kysely<DB>): Promise<ConsoleQueues> {
  return toQueues(await queuesQuery(db).executeTakeFirst());
}
