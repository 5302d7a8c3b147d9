import { readSqlFile } from '../../platform/db/sql-file.js';

/** The live `create or replace function ledger_post(…)`: migrations apply it (0016 first). */
export const LEDGER_POST_SQL = readSqlFile(new URL('./ledger-post.sql', import.meta.url));

/** `ledger_post_or_raise(…)`, ledger_post() for a movement sent with the COMMIT (migration 0031). */
export const LEDGER_POST_OR_RAISE_SQL = readSqlFile(new URL('./ledger-post-or-raise.sql', import.meta.url));
