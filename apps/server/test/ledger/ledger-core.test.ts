import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  postHold,
  reserveHold,
  type TransferInput,
  transfer,
  voidHold,
} from '../../src/modules/ledger/index.js';
import type { Tx } from '../../src/platform/db/transaction.js';
import { transactionRetries, withTransaction } from '../../src/platform/db/transaction.js';
import { expectLedgerSound, onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';

// The ledger core on a real database: what every money route builds on.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

const tx = <T>(work: (trx: Tx) => Promise<T>) => withTransaction(app.ctx, (trx) => work(trx));
const fund = (owner: string, cents: bigint) =>
  tx((trx) =>
    transfer(trx, {
      from: { platform: 'adjustments' },
      to: { owner, kind: 'wallet' },
      amount: cents,
      kind: 'adjustment.credit',
      idempotencyKey: randomUUID(),
    }),
  );
const wallet = (owner: string) => ({ owner, kind: 'wallet' }) as const;
const countTransfers = async () =>
  Number((await sql<{ n: string }>`select count(*)::text as n from ledger_transfer`.execute(app.ctx.db)).rows[0]?.n);

describe('transfer()', () => {
  it('refuses to run outside a transaction and leaves nothing behind', async () => {
    const { uid } = await signedInMember(app);
    const before = await countTransfers();
    const input: TransferInput = {
      from: { platform: 'adjustments' },
      to: wallet(uid),
      amount: 100n,
      kind: 'adjustment.credit',
      idempotencyKey: randomUUID(),
    };
    // The type says Tx; this is what an untyped caller would do at run time.
    await expect(transfer(app.ctx.db as unknown as Tx, input)).rejects.toThrow(/inside withTransaction/);
    expect(await countTransfers()).toBe(before);
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(0n);
  });

  it('never writes a platform account: its balance is the sum of its transfers', async () => {
    const { uid } = await signedInMember(app);
    await fund(uid, 5_00n);
    const rows = await app.ctx.db
      .selectFrom('ledger_account')
      .select(['kind', 'balance'])
      .where('owner_id', 'is', null)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.balance === null)).toBe(true);
  });

  it('keeps transfer kinds and account kinds a closed set in the database', async () => {
    const { uid } = await signedInMember(app);
    await fund(uid, 1n);
    const [account] = await app.ctx.db.selectFrom('ledger_account').select('id').where('owner_id', '=', uid).execute();
    await expect(
      sql`insert into ledger_transfer (debit_account_id, credit_account_id, amount, kind, idempotency_key)
          values (${account?.id}, (select id from ledger_account where owner_id is null and kind = 'fees'), 1, 'free.money', ${randomUUID()})`.execute(
        app.ctx.db,
      ),
    ).rejects.toThrow(/ledger_transfer_kind_listed/);
    await expect(
      sql`insert into ledger_account (owner_id, kind, balance) values (${uid}, 'savings', 0)`.execute(app.ctx.db),
    ).rejects.toThrow(/ledger_account_kind_listed/);
  });

  it('replays the same movement under the same key, and refuses a different one', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    const input: TransferInput = {
      from: { platform: 'adjustments' },
      to: wallet(uid),
      amount: 250n,
      kind: 'adjustment.credit',
      idempotencyKey: key,
    };
    const first = await tx((trx) => transfer(trx, input));
    const again = await tx((trx) => transfer(trx, input));
    expect(first.balancesAfter).toEqual({ from: null, to: 250n }); // the wallet's balance it left; a platform side has none
    expect(again).toEqual({ transferId: first.transferId, replayed: true, balancesAfter: { from: null, to: null } });
    await expect(tx((trx) => transfer(trx, { ...input, amount: 251n }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
    });
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(250n);
  });

  it('reads back, within its transaction, the balance its own transfers left, and nothing of a rolled-back one', async () => {
    const { uid } = await signedInMember(app);
    const move = (trx: Tx, direction: 'credit' | 'debit', amount: bigint) =>
      transfer(trx, {
        from: direction === 'credit' ? { platform: 'adjustments' } : wallet(uid),
        to: direction === 'credit' ? wallet(uid) : { platform: 'adjustments' },
        amount,
        kind: `adjustment.${direction}`,
        idempotencyKey: randomUUID(),
      });
    await tx(async (trx) => {
      await move(trx, 'credit', 300n);
      expect(await balanceOf(trx, uid, 'wallet')).toBe(300n);
      await move(trx, 'debit', 100n);
      expect(await balanceOf(trx, uid, 'wallet')).toBe(200n);
    });
    await expect(
      tx(async (trx) => {
        await move(trx, 'credit', 50n);
        expect(await balanceOf(trx, uid, 'wallet')).toBe(250n);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await tx((trx) => balanceOf(trx, uid, 'wallet'))).toBe(200n);
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(200n);
  });

  it('runs opposite directions at 8 writers without a deadlock, and loses no cent', async () => {
    const [x, y] = await Promise.all([signedInMember(app), signedInMember(app)]);
    await fund(x.uid, 10_000n);
    await fund(y.uid, 10_000n);
    const deadlocksBefore = transactionRetries.get('40P01') ?? 0;
    const errors: unknown[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, writer) =>
        (async () => {
          for (let i = 0; i < 25; i++) {
            const [from, to] = writer % 2 ? [x.uid, y.uid] : [y.uid, x.uid];
            await tx((trx) =>
              transfer(trx, {
                from: wallet(from),
                to: wallet(to),
                amount: 7n,
                kind: 'adjustment.credit',
                idempotencyKey: randomUUID(),
              }),
            ).catch((err: unknown) => errors.push(err));
          }
        })(),
      ),
    );
    expect(errors).toEqual([]);
    // Not even a retried one: the accounts are locked in one statement, in id order.
    expect(transactionRetries.get('40P01') ?? 0).toBe(deadlocksBefore);
    // 100 moves each way of the same amount: both end where they started.
    expect(await balanceOf(app.ctx.db, x.uid, 'wallet')).toBe(10_000n);
    expect(await balanceOf(app.ctx.db, y.uid, 'wallet')).toBe(10_000n);
  });

  it.runIf(onPostgres)('never takes a lock on a platform account (no hot row)', async () => {
    const { uid } = await signedInMember(app);
    // Hold a transfer open that credits from the platform; a second one must not wait on it.
    let release!: () => void;
    const holding = new Promise<void>((r) => {
      release = r;
    });
    let entered!: () => void;
    const inside = new Promise<void>((r) => {
      entered = r;
    });
    const first = tx(async (trx) => {
      await transfer(trx, {
        from: { platform: 'adjustments' },
        to: wallet(uid),
        amount: 1n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      });
      entered();
      await holding;
    });
    await inside;
    const other = await signedInMember(app);
    const second = await Promise.race([
      fund(other.uid, 1n).then(() => 'done'),
      // A real block lasts until release(): any wait tells it; a long one spares a loaded machine.
      new Promise((r) => setTimeout(() => r('blocked'), 10_000)),
    ]);
    release();
    await first;
    expect(second).toBe('done');
  });
});

describe('two-phase holds', () => {
  it('opens an account again when the transaction that opened it rolled back', async () => {
    const { uid } = await signedInMember(app);
    await fund(uid, 10_00n);
    // Opens the member's held account, looks it up again in the same transaction, then rolls back.
    await expect(
      tx(async (trx) => {
        const hold = await reserveHold(trx, {
          ownerId: uid,
          amount: 1_00n,
          purpose: 'withdrawal',
          reference: randomUUID(),
        });
        await voidHold(trx, { holdId: hold.id });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const kept = await tx((trx) =>
      reserveHold(trx, { ownerId: uid, amount: 2_00n, purpose: 'withdrawal', reference: randomUUID() }),
    );
    expect(await balanceOf(app.ctx.db, uid, 'held')).toBe(2_00n);
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(8_00n);
    // No withdrawal claims this bare hold: released, or the ledger check reports it as an orphan.
    await tx((trx) => voidHold(trx, { holdId: kept.id }));
  });

  it('reserves from the wallet, then voids back in full', async () => {
    const { uid } = await signedInMember(app);
    await fund(uid, 100_00n);
    const hold = await tx((trx) =>
      reserveHold(trx, { ownerId: uid, amount: 40_00n, purpose: 'withdrawal', reference: randomUUID() }),
    );
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(60_00n);
    expect(await balanceOf(app.ctx.db, uid, 'held')).toBe(40_00n);
    await tx((trx) => voidHold(trx, { holdId: hold.id }));
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(100_00n);
    expect(await balanceOf(app.ctx.db, uid, 'held')).toBe(0n);
  });

  it('posts a hold to payouts and fees, and is decided once', async () => {
    const { uid } = await signedInMember(app);
    await fund(uid, 100_00n);
    const hold = await tx((trx) =>
      reserveHold(trx, { ownerId: uid, amount: 50_00n, purpose: 'withdrawal', reference: randomUUID() }),
    );
    await tx((trx) =>
      postHold(trx, {
        holdId: hold.id,
        legs: [
          { to: 'payouts', amount: 48_00n, kind: 'withdrawal.payout' },
          { to: 'fees', amount: 2_00n, kind: 'withdrawal.fee' },
        ],
      }),
    );
    expect(await balanceOf(app.ctx.db, uid, 'held')).toBe(0n);
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(50_00n);
    await expect(tx((trx) => voidHold(trx, { holdId: hold.id }))).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      tx((trx) =>
        postHold(trx, { holdId: hold.id, legs: [{ to: 'payouts', amount: 50_00n, kind: 'withdrawal.payout' }] }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('cannot reserve more than the wallet holds', async () => {
    const { uid } = await signedInMember(app);
    await fund(uid, 10_00n);
    await expect(
      tx((trx) => reserveHold(trx, { ownerId: uid, amount: 10_01n, purpose: 'withdrawal', reference: randomUUID() })),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(10_00n);
  });

  it('lets exactly one of a racing post and void decide a hold', async () => {
    const { uid } = await signedInMember(app);
    await fund(uid, 30_00n);
    const hold = await tx((trx) =>
      reserveHold(trx, { ownerId: uid, amount: 30_00n, purpose: 'withdrawal', reference: randomUUID() }),
    );
    const results = await Promise.allSettled([
      tx((trx) =>
        postHold(trx, { holdId: hold.id, legs: [{ to: 'payouts', amount: 30_00n, kind: 'withdrawal.payout' }] }),
      ),
      tx((trx) => voidHold(trx, { holdId: hold.id })),
      tx((trx) => voidHold(trx, { holdId: hold.id })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const wallet = await balanceOf(app.ctx.db, uid, 'wallet');
    expect([0n, 30_00n]).toContain(wallet);
    expect(await balanceOf(app.ctx.db, uid, 'held')).toBe(0n);
  });
});
