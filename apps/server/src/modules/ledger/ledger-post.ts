import { readSqlFile } from '../../platform/db/sql-file.js';

/** The live `create or replace function ledger_post(…)`: migrations apply it (0016 first). */
export const LEDGER_POST_SQL = readSqlFile(new URL('./ledger-post.sql', import.meta.url));
