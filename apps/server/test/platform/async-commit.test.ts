import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { onPostgres, startTestApp, type TestApp } from '../harness.js';

// TxOptions.asyncCommit relaxes the disk flush of one transaction's COMMIT, set with its BEGIN;
// every other transaction (a ledger transfer among them) keeps PostgreSQL's default.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const setting = async (asyncCommit: boolean) =>
  withTransaction(
    app.ctx,
    async (trx) => (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(trx)).rows[0],
    { asyncCommit },
  );

describe.runIf(onPostgres)('a transaction whose COMMIT need not wait for the disk (PostgreSQL)', () => {
  it('is off for that transaction only, with or without a lock taken at BEGIN', async () => {
    expect(await setting(true)).toEqual({ synchronous_commit: 'off' });
    expect(await setting(false)).toEqual({ synchronous_commit: 'on' });
    const locked = await withTransaction(
      app.ctx,
      async (trx) => (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(trx)).rows[0],
      { asyncCommit: true, tryLock: 42n },
    );
    expect(locked).toEqual({ synchronous_commit: 'off' });
    // The connection goes back to the pool as it was: the next transaction on it flushes again.
    expect(await setting(false)).toEqual({ synchronous_commit: 'on' });
  });
});
