// Issue 18: every history page's date filter is an index range (migration 0025), and so is a
// member account's history filtered by kind (0029). On PostgreSQL
// (DATABASE_URL), in a schema of its own that it drops again, this seeds 100,000 rows per history
// (one member's wallet, invoices, withdrawals, closed positions), runs the app's own list
// functions with a date filter of one day, and prints the plan PostgreSQL chose for each query
// they sent. Exits non-zero when a date-filtered query reads its table without an index.
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test node --import tsx scripts/explain-date-filters.ts
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { accountHistoryPage } from '../apps/server/src/modules/ledger/history.js';
import { listDepositQueue, listWithdrawalQueue } from '../apps/server/src/modules/money/list-money.js';
import { myClosedPositions } from '../apps/server/src/modules/trading/list-positions.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a PostgreSQL database to seed a throwaway schema in');
const N = 100_000;
const SCHEMA = 'explain_date_filters';
const MEMBER = 'explain-member';
const DAY = '2025-01-01'; // one day, about half way back in each history

const raw = new pg.Client({ connectionString: url, options: `-c search_path=${SCHEMA}` });
await raw.connect();
// A run stopped half way left its schema behind.
await raw.query(`drop schema if exists ${SCHEMA} cascade`);
const database = await openDatabase({ url, schema: SCHEMA, poolSize: 1 });

/** Fills a table's other required columns with distinct placeholders (foreign keys are off). */
async function fill(table: string, given: Record<string, string>, rows = N) {
  const { rows: cols } = await raw.query<{ column_name: string; data_type: string; udt_name: string }>(
    `select column_name, data_type, udt_name from information_schema.columns
     where table_schema = $1 and table_name = $2 and is_nullable = 'NO' and column_default is null
       and is_identity = 'NO' and is_generated = 'NEVER'`,
    [SCHEMA, table],
  );
  const values: Record<string, string> = {};
  for (const c of cols) {
    values[c.column_name] =
      c.data_type === 'jsonb'
        ? `'{}'::jsonb`
        : c.data_type === 'boolean'
          ? 'false'
          : c.data_type === 'uuid'
            ? 'gen_random_uuid()'
            : c.data_type.startsWith('timestamp')
              ? 'now()'
              : c.data_type === 'USER-DEFINED'
                ? `(enum_range(null::${c.udt_name}))[1]`
                : ['bigint', 'integer', 'numeric', 'smallint'].includes(c.data_type)
                  ? 'i'
                  : `'${table}-' || i`;
  }
  Object.assign(values, given);
  const names = Object.keys(values).map((n) => `"${n}"`);
  await raw.query(
    `insert into "${table}" (${names.join(', ')}) select ${Object.values(values).join(', ')} from generate_series(1, ${rows}) i`,
  );
}

/** Records every query the app's functions send, compiled, to explain it afterwards. */
const sent: { sql: string; parameters: readonly unknown[] }[] = [];
const recorder: KyselyPlugin = {
  transformQuery(args) {
    const compiled = database.db.getExecutor().compileQuery(args.node, args.queryId);
    sent.push({ sql: compiled.sql, parameters: compiled.parameters });
    return args.node;
  },
  transformResult: async (args) => args.result,
};
const db = database.db.withPlugin(recorder);

let failed = false;
const DATE_INDEXES = [
  'ledger_transfer_credit_day_idx',
  'ledger_transfer_debit_day_idx',
  'deposit_invoice_day_idx',
  'withdrawal_day_idx',
];
const KIND_INDEXES = ['ledger_transfer_credit_kind_idx', 'ledger_transfer_debit_kind_idx'];
async function explain(name: string, run: () => Promise<unknown>, table: string) {
  sent.length = 0;
  await run();
  console.log(`\n${name}`);
  for (const q of sent.filter((s) => s.sql.includes(table))) {
    const params = q.parameters.map((p) => (typeof p === 'bigint' ? String(p) : p));
    const { rows } = await raw.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${q.sql}`,
      params,
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    const scans = plan.filter((l) => /Scan|Sort Key|Limit|Append/.test(l)).map((l) => l.trim().replace(/^-> +/, ''));
    const seq = scans.filter((l) => new RegExp(`^(Parallel )?Seq Scan on "?${table}"?( |$)`).test(l));
    if (seq.length) failed = true;
    const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    console.log(`  ${seq.length ? 'NO INDEX' : 'index'}, ${time}: ${scans.join(' | ')}`);
  }
}

try {
  await migrateToLatest(database.db, SCHEMA);
  await raw.query(`set session_replication_role = replica`); // no foreign keys to satisfy
  const day = (i: string) =>
    `timestamptz '2024-01-01' + (${i}) * interval '${Math.floor((2 * 365 * 86400) / N)} seconds'`;
  await fill('user', { id: `'${MEMBER}-' || i`, username: `'explain' || i` }, 10);
  await raw.query(`insert into ledger_account (owner_id, kind, movements, balance) values ($1, 'wallet', ${N}, 0)`, [
    `${MEMBER}-1`,
  ]);
  const { rows: acct } = await raw.query<{ id: string }>(`select id from ledger_account where owner_id = $1`, [
    `${MEMBER}-1`,
  ]);
  // The member's 100,000 movements among as many of another account's.
  const wallet = String(acct[0]?.id);
  await fill(
    'ledger_transfer',
    {
      credit_account_id: `case when i % 2 = 0 then ${wallet} else ${wallet} + 1 end`,
      debit_account_id: '0',
      amount: '100',
      kind: `'adjustment.credit'`,
      credit_seq: '(i + 1) / 2',
      credit_balance: '(i + 1) / 2 * 100',
      created_at: day('i / 2'),
    },
    2 * N,
  );
  // Ten members share the desk's lists; the member's own are a tenth of them.
  const member = `'${MEMBER}-' || (1 + i % 10)`;
  await fill('deposit_invoice', { member_id: member, amount: '100', status: `'pending'`, created_at: day('i') });
  await fill('withdrawal', {
    member_id: member,
    amount: '100',
    fee: '0',
    hold_id: 'i',
    status: `'pending'`,
    created_at: day('i'),
  });
  await fill('position', {
    member_id: `'${MEMBER}-1'`,
    side: `'long'`,
    margin: '100',
    leverage: '1',
    notional: '100',
    status: `'closed'`,
    close_price: '100',
    close_reason: `'member'`,
    pl: '0',
    opened_at: day('i'),
    closed_at: day('i'),
  });
  await raw.query('analyze');

  const ctx = { db };
  const one = { from: DAY, to: DAY, page: 1, pageSize: 20 };
  const all = async () => {
    await explain(
      'wallet (and funds) history, one day',
      () => accountHistoryPage(db, `${MEMBER}-1`, 'wallet', one),
      'ledger_transfer',
    );
    // A range over every day stays a walk of the (account, seq) index that stops at the page.
    const always = { ...one, from: '2000-01-01', to: '2100-01-01' };
    await explain(
      'wallet history, every day',
      () => accountHistoryPage(db, `${MEMBER}-1`, 'wallet', always),
      'ledger_transfer',
    );
    // A kind the wallet's credit side never had (migration 0029): its (account, kind, seq) range
    // is empty at once, instead of a walk of the whole side to find no match.
    await explain(
      'wallet history, a kind with no movement',
      () => accountHistoryPage(db, `${MEMBER}-1`, 'wallet', { page: 1, pageSize: 20, kind: 'adjustment.debit' }),
      'ledger_transfer',
    );
    await explain('deposit desk, one day', () => listDepositQueue(ctx, one), 'deposit_invoice');
    await explain('withdrawal desk, one day', () => listWithdrawalQueue(ctx, one), 'withdrawal');
    const member = { ...one, member: `${MEMBER}-1` };
    await explain('deposit desk, one member, one day', () => listDepositQueue(ctx, member), 'deposit_invoice');
    await explain('withdrawal desk, one member, one day', () => listWithdrawalQueue(ctx, member), 'withdrawal');
    await explain('trade history, one day', () => myClosedPositions(ctx, `${MEMBER}-1`, one), 'position');
  };
  console.log(`${N} rows per history; the plans with migrations 0025 and 0029:`);
  await all();
  // For comparison (not checked): the same queries without 0025's indexes (the schema goes anyway).
  const checked = failed;
  for (const index of [...DATE_INDEXES, ...KIND_INDEXES]) await raw.query(`drop index ${index}`);
  console.log('\n--- without 0025 and 0029 (for comparison):');
  await all();
  failed = checked;
} finally {
  await raw.query(`drop schema ${SCHEMA} cascade`);
  await raw.end();
  await database.close();
}
if (failed) {
  console.error('\na date-filtered query reads its table without an index');
  process.exitCode = 1;
}
