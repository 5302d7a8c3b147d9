import { centsToDecimalString } from '@member-area/shared';
import type { Kysely } from 'kysely';
import { anyOf } from '../../platform/db/any-of.js';
import type { DB } from '../../platform/db/schema.js';
import { atCommitRead, defineLiveTopic } from '../../platform/live/live-topics.js';
import { balanceOf } from '../ledger/index.js';

/** Both funds' balances in one statement (accounts not opened yet have no row: zero). */
const fundsQuery = (db: Kysely<DB>, memberId: string) =>
  db
    .selectFrom('ledger_account')
    .select(['kind', 'balance'])
    .where('owner_id', '=', memberId)
    .where('kind', 'in', ['profit', 'bonus']);

/** The same for many members at once, each row naming its member. */
const fundsManyQuery = (db: Kysely<DB>, memberIds: readonly string[]) =>
  db
    .selectFrom('ledger_account')
    .select(['owner_id as member_id', 'kind', 'balance'])
    .where('owner_id', '=', anyOf(memberIds))
    .where('kind', 'in', ['profit', 'bonus']);

const toFunds = (rows: readonly { kind: string; balance: bigint | string | null }[]) => {
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0n;
  return { profit: centsToDecimalString(of('profit')), bonus: centsToDecimalString(of('bonus')) };
};

/**
 * The member's profit and bonus funds, pushed after every change of either (a daily profit, a
 * referral bonus, a move to the wallet, a withdrawal from a fund). Two accounts, so it takes
 * its version from `live_version` like any state of several rows; a change reads it with its
 * COMMIT (atCommit), so the daily payout's batch of a thousand members waits for no read.
 */
export const fundsTopic = defineLiveTopic({
  name: 'funds',
  audience: 'member',
  read: async (db, memberId) => {
    const [profit, bonus] = await Promise.all([balanceOf(db, memberId, 'profit'), balanceOf(db, memberId, 'bonus')]);
    return { profit: centsToDecimalString(profit), bonus: centsToDecimalString(bonus) };
  },
  atCommit: atCommitRead({ query: fundsQuery, queryMany: fundsManyQuery, data: toFunds }),
});
