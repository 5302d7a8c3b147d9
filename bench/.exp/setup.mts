import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate.js';

const url = 'postgres://root@127.0.0.1:5432/test';
const db = await openDatabase({ url, schema: 'exp' });
await migrateToLatest(db.db, 'exp');
const c = new pg.Client({ connectionString: url, options: '-c search_path=exp' });
await c.connect();
await c
  .query(
    `insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", username, "displayUsername", role) values ('hot', 'hot', 'hot@x.y', true, now(), now(), 'hot', 'hot', 'member') on conflict do nothing`,
  )
  .catch((e) => console.log('user', e.message));
await c
  .query(`insert into ledger_account (owner_id, kind) values ('hot', 'wallet') on conflict do nothing`)
  .catch((e) => console.log('acct', e.message));
console.log((await c.query(`select id, owner_id, kind from ledger_account`)).rows);
await c.end();
process.exit(0);
