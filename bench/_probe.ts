import { sql } from 'kysely';
import { accountHistoryBatches } from '/work/wt/ledger/apps/server/src/modules/ledger/index.js';
import { openDatabase } from '/work/wt/ledger/apps/server/src/platform/db/database.js';
import { migrateToLatest } from '/work/wt/ledger/apps/server/src/platform/db/migrate.js';

const schema = 'probe_ledger_csv';
const database = await openDatabase({ url: 'postgres://root@127.0.0.1:5432/test', schema, poolSize: 4 });
const db = database.db;
await migrateToLatest(db, schema);
await sql`insert into "user" (id, name, email, "emailVerified", "firstName", "lastName") values ('u1','u','u@x', true, 'a', 'b') on conflict do nothing`
  .execute(db)
  .catch((e) => console.log(String(e).slice(0, 200)));
await sql`insert into ledger_account (owner_id, kind, balance) values ('u1','wallet',0) on conflict do nothing`.execute(
  db,
);
const n = 100000;
const cnt = await sql<{ n: string }>`select count(*)::text n from ledger_transfer`.execute(db);
if (cnt.rows[0]?.n === '0') {
  await sql`
    with acct as (select id, balance, movements from ledger_account where owner_id = 'u1' and kind = 'wallet'),
    adj as (select id from ledger_account where owner_id is null and kind = 'adjustments'),
    raw as (select i, i % 3 = 0 as out, case when i % 3 = 0 then 100 else 100 + i % 50 end::bigint as amount from generate_series(1, ${n}::int) i),
    moves as (select *, sum(case when out then -amount else amount end) over (order by i) as delta from raw)
    insert into ledger_transfer (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at, debit_balance, credit_balance, debit_seq, credit_seq)
    select case when out then acct.id else adj.id end, case when out then adj.id else acct.id end, amount,
      case when out then 'adjustment.debit' else 'adjustment.credit' end, 'scale seed', 'scale-' || i, now(),
      case when out then acct.balance + delta end, case when out then null else acct.balance + delta end,
      case when out then acct.movements + i end, case when out then null else acct.movements + i end
    from moves, acct, adj order by i`.execute(db);
  await sql`update ledger_account set movements = ${n}::bigint, balance = (select sum(case when credit_account_id = ledger_account.id then amount else -amount end) from ledger_transfer) where owner_id = 'u1'`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}
const t0 = performance.now();
let rows = 0;
let batches = 0;
for await (const b of accountHistoryBatches(db, 'u1', 'wallet', {})) {
  rows += b.length;
  batches++;
  if (batches === 1) console.log('first batch', performance.now() - t0);
}
console.log('batches', batches, 'rows', rows, 'ms', performance.now() - t0);
const acct = await sql<{
  id: string;
}>`select id::text from ledger_account where owner_id='u1' and kind='wallet'`.execute(db);
const plan = await sql<{ 'QUERY PLAN': string }>`explain analyze
    select m.*, h.status as hold_status from (
      (select t.id, t.credit_seq as seq, t.created_at, t.kind, t.reference, t.amount, t.credit_balance as balance
        from ledger_transfer t where t.credit_account_id = ${acct.rows[0]?.id}::bigint and t.credit_seq > 50000 and t.credit_seq <= 51000 and true)
      union all
      (select t.id, t.debit_seq, t.created_at, t.kind, t.reference, -t.amount, t.debit_balance
        from ledger_transfer t where t.debit_account_id = ${acct.rows[0]?.id}::bigint and t.debit_seq > 50000 and t.debit_seq <= 51000 and true)
      order by seq desc) m
    left join ledger_hold h on m.kind = 'hold.reserve' and h.reserve_transfer_id = m.id order by m.seq desc`.execute(
  db,
);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
await database.close();
