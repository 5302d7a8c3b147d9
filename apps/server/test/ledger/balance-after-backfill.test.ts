import { randomBytes, randomUUID } from 'node:crypto';
import type { MemberDetail } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/platform/db/database.js';
import { migrateTo } from '../../src/platform/db/migrate.js';
import { expectLedgerSound, onPostgres, signedInOperator, startTestApp, type TestApp } from '../harness.js';

// Migration 0016 numbers the transfers written before it and computes each member side's balance
// after it. Here a database stops at 0015, money moves through the ledger_post() of then, and the
// app's start migrates it: every stored balance-after and seq is its account's running sum and
// count, and the next movement (an operator's adjustment over HTTP) continues them.

let database: Database;
let app: TestApp | undefined;
afterAll(async () => {
  await app?.stop();
  await database?.close();
});

interface Side {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  amount: string;
  debit_balance: string | null;
  credit_balance: string | null;
  debit_seq: string | null;
  credit_seq: string | null;
}

describe('migration 0016: balance-after and seq of older transfers', () => {
  it('backfills the running balance and place of every member side, and new movements continue them', async () => {
    const schema = `t_${inject('testSchemaRun')}_${randomBytes(6).toString('hex')}`;
    database = await openDatabase(
      onPostgres ? { url: process.env.TEST_DATABASE_URL, schema, poolSize: 5 } : { dataDir: undefined },
    );
    const db = database.db;
    await migrateTo(db, database.schema, '0015-idempotency-in-transaction');

    // Two members, with accounts and movements made before 0016, in both directions and to a hold.
    const [alice, bob] = ['backfill-alice', 'backfill-bob'];
    for (const id of [alice, bob]) {
      await sql`
        insert into "user" (id, name, email, "emailVerified", "firstName", "lastName", role)
        values (${id}, ${id}, ${`${id}@example.com`}, true, 'Back', 'Fill', 'member')
      `.execute(db);
      await sql`insert into ledger_account (owner_id, kind, balance) values (${id}, 'wallet', 0), (${id}, 'held', 0)`.execute(
        db,
      );
    }
    const account = async (owner: string, kind: string) =>
      (
        await sql<{
          id: string;
        }>`select id::text from ledger_account where owner_id = ${owner} and kind = ${kind}`.execute(db)
      ).rows[0]?.id ?? '';
    const ids = { aliceWallet: await account(alice, 'wallet'), aliceHeld: await account(alice, 'held') };
    const bobWallet = await account(bob, 'wallet');
    const post = async (
      debit: string | null,
      debitPlatform: string | null,
      credit: string | null,
      creditPlatform: string | null,
      amount: number,
      kind: string,
    ) => {
      const { rows } = await sql<{ outcome: string }>`
        select outcome from ledger_post(${debit}::bigint, ${debitPlatform}::text, ${credit}::bigint, ${creditPlatform}::text,
          ${amount}::bigint, ${kind}::text, 'before 0016', ${randomUUID()}::text, null::text)
      `.execute(db);
      expect(rows[0]?.outcome).toBe('moved');
    };
    await post(null, 'adjustments', ids.aliceWallet, null, 10_000, 'adjustment.credit');
    await post(null, 'adjustments', bobWallet, null, 500, 'adjustment.credit');
    await post(ids.aliceWallet, null, bobWallet, null, 2_500, 'adjustment.credit');
    await post(bobWallet, null, ids.aliceWallet, null, 700, 'adjustment.credit');
    await post(ids.aliceWallet, null, ids.aliceHeld, null, 1_200, 'hold.reserve');
    await post(ids.aliceHeld, null, ids.aliceWallet, null, 1_200, 'hold.void');
    await post(ids.aliceWallet, null, null, 'adjustments', 300, 'adjustment.debit');

    // The app's start migrates to the latest: 0016 backfills.
    app = await startTestApp({}, { database });
    const { rows } = await sql<Side>`
      select id::text, debit_account_id::text, credit_account_id::text, amount::text,
        debit_balance::text, credit_balance::text, debit_seq::text, credit_seq::text
      from ledger_transfer order by id
    `.execute(db);
    const running = new Map<string, { balance: number; seq: number }>();
    const members = new Set([ids.aliceWallet, ids.aliceHeld, bobWallet]);
    for (const t of rows) {
      for (const [acct, sign, balance, seq] of [
        [t.debit_account_id, -1, t.debit_balance, t.debit_seq],
        [t.credit_account_id, 1, t.credit_balance, t.credit_seq],
      ] as const) {
        if (!members.has(acct)) {
          expect([balance, seq]).toEqual([null, null]); // a platform side has neither
          continue;
        }
        const now = running.get(acct) ?? { balance: 0, seq: 0 };
        const next = { balance: now.balance + sign * Number(t.amount), seq: now.seq + 1 };
        running.set(acct, next);
        expect({ id: t.id, balance, seq }).toEqual({ id: t.id, balance: String(next.balance), seq: String(next.seq) });
      }
    }
    // Alice: 10,000 − 2,500 + 700 − 1,200 + 1,200 − 300 = 7,900 after 6 movements; Bob 500 + 2,500 − 700.
    expect(running.get(ids.aliceWallet)).toEqual({ balance: 7_900, seq: 6 });
    expect(running.get(bobWallet)).toEqual({ balance: 2_300, seq: 3 });
    const movements = await sql<{ movements: string }>`
      select movements::text from ledger_account where id = ${ids.aliceWallet}::bigint
    `.execute(db);
    expect(movements.rows[0]?.movements).toBe('6');

    // The next movement, through the operator's route, takes seq 7 and the balance after it.
    const operator = await signedInOperator(app);
    const res = await operator.request<MemberDetail>(
      'POST',
      `/api/admin/members/${alice}/adjustments`,
      { direction: 'credit', amount: '1.00', reason: 'after 0016' },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe('80.00');
    const next = await sql<{ credit_seq: string; credit_balance: string }>`
      select credit_seq::text, credit_balance::text from ledger_transfer
      where credit_account_id = ${ids.aliceWallet}::bigint order by id desc limit 1
    `.execute(db);
    expect(next.rows[0]).toEqual({ credit_seq: '7', credit_balance: '8000' });
    await expectLedgerSound(app);
  });
});
