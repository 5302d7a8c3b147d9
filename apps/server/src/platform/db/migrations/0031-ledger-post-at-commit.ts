import { type Kysely, sql } from 'kysely';
import { LEDGER_POST_OR_RAISE_SQL } from '../../../modules/ledger/index.js';

// ledger_post_or_raise(): a movement sent with the COMMIT (transferAtCommit), whose refusal must
// roll the transaction back since nothing reads its answer before the commit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(LEDGER_POST_OR_RAISE_SQL).execute(db);
}
