import { centsToDecimalString } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import { anyOf } from '../../platform/db/any-of.js';
import type { DB } from '../../platform/db/schema.js';
import { atCommitRead, defineLiveTopic } from '../../platform/live/live-topics.js';

interface FiguresRow {
  invested: string;
  active: number;
  profit_to_date: string;
}

/** The member's investment figures: their kept row (migration 0039), one row by its key. */
const figuresQuery = (db: Kysely<DB>, memberId: string) =>
  db
    .selectFrom('member_investment_figures')
    .select([
      sql<string>`invested::text`.as('invested'),
      'active',
      sql<string>`profit_to_date::text`.as('profit_to_date'),
    ])
    .where('member_id', '=', memberId);

/** The same for many members at once (a batch of payouts), a row per member. */
const figuresManyQuery = (db: Kysely<DB>, memberIds: readonly string[]) =>
  db
    .selectFrom('member_investment_figures')
    .select([
      'member_id',
      sql<string>`invested::text`.as('invested'),
      'active',
      sql<string>`profit_to_date::text`.as('profit_to_date'),
    ])
    .where('member_id', '=', anyOf(memberIds));

const toFigures = (row: FiguresRow | undefined) => ({
  invested: centsToDecimalString(row?.invested ?? '0'),
  active: row?.active ?? 0,
  profitToDate: centsToDecimalString(row?.profit_to_date ?? '0'),
});

/**
 * The member's investment figures, pushed when an investment opens, pays a day or completes
 * (the dashboard and /investment re-read on it). The fund balances are the `funds` topic's. Read
 * with the COMMIT (atCommit), so a batch of a thousand payouts waits for no read of its own.
 */
export const investmentsTopic = defineLiveTopic({
  name: 'investments',
  audience: 'member',
  read: async (db, memberId) => toFigures(await figuresQuery(db, memberId).executeTakeFirst()),
  atCommit: atCommitRead({ query: figuresQuery, queryMany: figuresManyQuery, data: (rows) => toFigures(rows[0]) }),
});
