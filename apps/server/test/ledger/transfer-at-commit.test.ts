import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import type { LiveMessage } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountState,
  balanceOf,
  type TransferInput,
  transfer,
  transferAtCommit,
} from '../../src/modules/ledger/index.js';
import { balanceTopic } from '../../src/modules/money/index.js';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { AppError } from '../../src/platform/http/app-error.js';
import { expectLedgerSound, onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';
import { openLive } from '../live-client.js';

// transferAtCommit(): the movement leaves with the COMMIT. What it moves, what it refuses, what a
// member's tab is told, and that its refusal rolls back everything the transaction did.
let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await startTestApp();
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

const credit = (owner: string, amount: bigint, idempotencyKey = randomUUID()): TransferInput => ({
  from: { platform: 'adjustments' },
  to: { owner, kind: 'wallet' },
  amount,
  kind: 'adjustment.credit',
  idempotencyKey,
});
const debit = (owner: string, amount: bigint): TransferInput => ({
  from: { owner, kind: 'wallet' },
  to: { platform: 'adjustments' },
  amount,
  kind: 'adjustment.debit',
  idempotencyKey: randomUUID(),
});
const countTransfers = async () =>
  Number((await sql<{ n: string }>`select count(*)::text as n from ledger_transfer`.execute(app.ctx.db)).rows[0]?.n);

describe('transferAtCommit()', () => {
  it('moves the money with the commit, and the tab gets the balance it left with its version', async () => {
    const { uid, client } = await signedInMember(app);
    const live = await openLive(baseUrl, client);
    const isBalance = (m: LiveMessage): m is Extract<LiveMessage, { topic: 'balance' }> => m.topic === 'balance';
    await live.next(isBalance);
    await withTransaction(app.ctx, async (trx, afterCommit) => {
      await transferAtCommit(trx, credit(uid, 12_34n));
      afterCommit.changed(balanceTopic, uid);
    });
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(12_34n);
    const pushed = await live.next((m) => isBalance(m) && m.data.balance === '12.34');
    const { version } = await accountState(app.ctx.db, uid, 'wallet');
    expect(pushed).toEqual({ topic: 'balance', v: Number(version), data: { balance: '12.34' } });
    live.close();
  });

  it('refuses a debit the wallet cannot pay, and rolls back everything the transaction did', async () => {
    const { uid } = await signedInMember(app);
    await withTransaction(app.ctx, (trx) => transfer(trx, credit(uid, 5_00n)));
    const before = await countTransfers();
    const failed = withTransaction(app.ctx, async (trx) => {
      await transfer(trx, credit(uid, 1_00n)); // answered before the commit, undone with it
      await transferAtCommit(trx, debit(uid, 7_00n));
    });
    await expect(failed).rejects.toThrow(AppError);
    await expect(failed).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(5_00n);
    expect(await countTransfers()).toBe(before);
  });

  it('moves nothing twice under one key, and refuses the key for another movement', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) await withTransaction(app.ctx, (trx) => transferAtCommit(trx, credit(uid, 3_00n, key)));
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(3_00n);
    await expect(
      withTransaction(app.ctx, (trx) => transferAtCommit(trx, credit(uid, 4_00n, key))),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(3_00n);
  });

  it('keeps the balance unreadable in the transaction until the movement answered', async () => {
    const { uid } = await signedInMember(app);
    await expect(
      withTransaction(app.ctx, async (trx) => {
        await transferAtCommit(trx, credit(uid, 1n));
        return balanceOf(trx, uid, 'wallet');
      }),
    ).rejects.toThrow(/moves with the COMMIT/);
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(0n);
  });

  it('loses no cent at 8 writers on one hot wallet, credits and debits at once', async () => {
    const { uid } = await signedInMember(app);
    await withTransaction(app.ctx, (trx) => transfer(trx, credit(uid, 1_000n)));
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, w) =>
        (async () => {
          for (let i = 0; i < 25; i++) {
            await withTransaction(app.ctx, (trx) => transferAtCommit(trx, w % 2 ? credit(uid, 3n) : debit(uid, 2n)));
          }
        })(),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(1_000n + 4n * 25n * 3n - 4n * 25n * 2n);
  });
});

it.runIf(onPostgres)('leaves whole, BEGIN to COMMIT, in one write to PostgreSQL', async () => {
  const { uid } = await signedInMember(app);
  // The first opens the wallet, the second reads its id (cached from then on).
  for (let i = 0; i < 2; i++) await withTransaction(app.ctx, (trx) => transferAtCommit(trx, credit(uid, 1n)));
  // Every write a socket makes to PostgreSQL's port while the transaction runs, by socket: the
  // app's other connections (the price ticks' position checks, the job runner's poll) may write
  // in the same moments.
  const writes: { socket: Socket; text: string }[] = [];
  const port = Number(new URL(process.env.TEST_DATABASE_URL ?? '').port || 5432);
  const proto = Socket.prototype as unknown as Record<'_write' | '_writev', (...a: unknown[]) => unknown>;
  const originals = { _write: proto._write, _writev: proto._writev };
  const textOf = (name: '_write' | '_writev', args: unknown[]) =>
    (name === '_writev' ? (args[0] as { chunk: Buffer | string }[]).map((c) => c.chunk) : [args[0] as Buffer | string])
      .map((c) => c.toString())
      .join('');
  for (const name of ['_write', '_writev'] as const) {
    proto[name] = function (this: Socket, ...args: unknown[]) {
      if (this.remotePort === port) writes.push({ socket: this, text: textOf(name, args) });
      return originals[name].apply(this, args);
    };
  }
  try {
    await withTransaction(app.ctx, (trx) => transferAtCommit(trx, credit(uid, 2n)));
  } finally {
    Object.assign(proto, originals);
  }
  // One write on the transaction's connection: BEGIN, the movement and COMMIT together, so the
  // backend never holds the wallet's row while the COMMIT is still on its way.
  const ours = writes.filter((w) => w.socket === writes.find((x) => x.text.includes('adjustment.credit'))?.socket);
  expect(ours.map((w) => [/begin/i.test(w.text), /commit/i.test(w.text)])).toEqual([[true, true]]);
  expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(4n);
});
