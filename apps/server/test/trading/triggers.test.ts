import type { Position } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualFeed } from '../../src/modules/prices/index.js';
import { type Database, openDatabase } from '../../src/platform/db/database.js';
import { withTransaction } from '../../src/platform/db/transaction.js';
import {
  type Client,
  expectLedgerSound,
  onPostgres,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { credit } from '../money/money-helpers.js';
import { open, positionRow, walletCents } from './trading-helpers.js';

// The server closes positions by itself on every tick, against the range the price moved
// through: at take profit, at stop loss, at liquidation, each exactly once.
let app: TestApp;
let operator: Client;
const feed = new ManualFeed();
const at = (price: string, low = price, high = price) => ({ symbol: 'BTC' as const, price, low, high });
beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  operator = await signedInOperator(app);
  await feed.push([at('40000.00')]);
});
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

async function member() {
  const m = await signedInMember(app);
  await credit(operator, m.uid, '10000.00');
  return m;
}

/** BTC at 40,000; a long at 10× opens at 40,020 (5 bp), liquidation at 36,018. */
async function long(client: Client, targets: { takeProfit?: string; stopLoss?: string } = {}) {
  await feed.push([at('40000.00')]);
  const res = await open(client, { amount: '100.00', leverage: 10, ...targets });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Runs `during` while this position's close fails at the database (a constraint refuses it). */
async function whileCloseFails(number: string, during: () => Promise<void>): Promise<void> {
  await sql
    .raw(`alter table position add constraint no_close_yet check (status = 'open' or number <> '${number}') not valid`)
    .execute(app.ctx.db);
  try {
    await during();
  } finally {
    await sql.raw('alter table position drop constraint no_close_yet').execute(app.ctx.db);
  }
}

/** Runs `during` while the check's read of the positions fails at the database (the stop's column is away). */
async function whileCheckCannotRead(during: () => Promise<void>): Promise<void> {
  await sql.raw('alter table position rename column stop_loss to stop_loss_away').execute(app.ctx.db);
  try {
    await during();
  } finally {
    await sql.raw('alter table position rename column stop_loss_away to stop_loss').execute(app.ctx.db);
  }
}

describe('take profit, stop loss and liquidation', () => {
  it('take profit closes once at its price under a burst of ticks; the wallet changed by P/L − fee', async () => {
    const m = await member();
    const start = await walletCents(m.client);
    const p = await long(m.client, { takeProfit: '41000.00', stopLoss: '39000.00' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => feed.push([at(`${41000 + i}.00`, '40990.00', `${41000 + i}.00`)])),
    );
    const row = await positionRow(app, p.number);
    expect(row).toMatchObject({ status: 'closed', close_reason: 'take_profit', close_gapped: false });
    expect(row.close_price).toBe(41_000n * 100_000_000n);
    expect(row.close_tick_at).not.toBeNull();
    // 1,000.00 × (41,000 − 40,020) / 40,020 = 24.4877… → 24.48
    expect(row.pl).toBe(2448n);
    expect(await walletCents(m.client)).toBe(start + 2448n - 100n);
    const pl = await app.ctx.db
      .selectFrom('ledger_transfer')
      .select('kind')
      .where('reference', '=', `position:${p.number}`)
      .where('kind', '=', 'position.profit')
      .execute();
    expect(pl).toHaveLength(1);
    await feed.push([at('40000.00')]);
  });

  it('stop loss closes at its price when the range passes through it', async () => {
    const m = await member();
    const p = await long(m.client, { stopLoss: '39000.00' });
    await feed.push([at('38990.00', '38950.00', '39500.00')]);
    const row = await positionRow(app, p.number);
    expect(row).toMatchObject({ close_reason: 'stop_loss', close_gapped: false, close_price: 39_000n * 100_000_000n });
    expect(row.close_tick_low).toBe(38_950n * 100_000_000n);
  });

  it('a stop the price went through and came back from still closes, when its first close failed', async () => {
    const m = await member();
    const p = await long(m.client, { stopLoss: '39000.00' });
    // The close fails at the database, once.
    await whileCloseFails(p.number, async () => {
      await feed.push([at('39400.00', '38950.00', '39500.00')]);
      expect((await positionRow(app, p.number)).status).toBe('open');
    });
    // The price is back above the stop: the next batch closes it anyway, at the stop, on the tick that hit it.
    await feed.push([at('39600.00')]);
    const row = await positionRow(app, p.number);
    expect(row).toMatchObject({ status: 'closed', close_reason: 'stop_loss', close_price: 39_000n * 100_000_000n });
    expect(row.close_tick_low).toBe(38_950n * 100_000_000n);
    await feed.push([at('40000.00')]);
  });

  it('a failed close is not retried against targets the member moved since: the live ticks judge those', async () => {
    const m = await member();
    const p = await long(m.client, { stopLoss: '39000.00' });
    await whileCloseFails(p.number, async () => {
      await feed.push([at('39400.00', '38950.00', '39500.00')]); // hits 39,000; the close fails
      await feed.push([at('39600.00')]);
      // Back at 39,600 the member tightens the stop to 39,400: a level the old tick's low passed, the market since not.
      const path = `/api/trading/positions/${p.number}/targets`;
      expect((await m.client.request('PUT', path, { takeProfit: null, stopLoss: '39400.00' })).status).toBe(200);
    });
    await feed.push([at('39600.00')]);
    expect(await positionRow(app, p.number)).toMatchObject({ status: 'open', stop_loss: 39_400n * 100_000_000n });
    await feed.push([at('39350.00')]);
    expect(await positionRow(app, p.number)).toMatchObject({ status: 'closed', close_reason: 'stop_loss' });
    await feed.push([at('40000.00')]);
  });

  it('a stop crossed while the check could not read is judged with the next batch; a stop moved since is not', async () => {
    const m = await member();
    const hit = await long(m.client, { stopLoss: '39000.00' });
    const moved = await long(m.client, { stopLoss: '39000.00' });
    // The check's read fails while BTC dips through 39,000.
    await whileCheckCannotRead(async () => {
      await feed.push([at('39400.00', '38950.00', '39500.00')]);
      await feed.push([at('39450.00', '39300.00', '39600.00')]);
    });
    expect((await positionRow(app, hit.number)).status).toBe('open');
    // Before the next batch the member of `moved` tightens its stop to 39,350, a level the missed
    // range passed and the market since has not: the late range leaves it to the live prices.
    const path = `/api/trading/positions/${moved.number}/targets`;
    expect((await m.client.request('PUT', path, { takeProfit: null, stopLoss: '39350.00' })).status).toBe(200);
    await feed.push([at('39600.00')]);
    const row = await positionRow(app, hit.number);
    // Closed at the stop, on the missed tick that went through it.
    expect(row).toMatchObject({ status: 'closed', close_reason: 'stop_loss', close_price: 39_000n * 100_000_000n });
    expect([row.close_tick_low, row.close_tick_high]).toEqual([38_950n * 100_000_000n, 39_500n * 100_000_000n]);
    expect(await positionRow(app, moved.number)).toMatchObject({ status: 'open', stop_loss: 39_350n * 100_000_000n });
    await feed.push([at('39300.00')]);
    expect(await positionRow(app, moved.number)).toMatchObject({ status: 'closed', close_reason: 'stop_loss' });
    await feed.push([at('40000.00')]);
  });

  it('missed ticks are judged in their order: a take profit reached before a fall to the stop closes at the profit', async () => {
    const m = await member();
    const p = await long(m.client, { takeProfit: '40600.00', stopLoss: '39400.00' });
    await whileCheckCannotRead(async () => {
      await feed.push([at('40650.00', '40500.00', '40700.00')]); // through the take profit
      await feed.push([at('39450.00', '39300.00', '39500.00')]); // then through the stop
    });
    await feed.push([at('40000.00')]);
    const row = await positionRow(app, p.number);
    expect(row).toMatchObject({ status: 'closed', close_reason: 'take_profit', close_price: 40_600n * 100_000_000n });
    expect([row.close_tick_low, row.close_tick_high]).toEqual([40_500n * 100_000_000n, 40_700n * 100_000_000n]);
  });

  it('a gap through the stop closes at the first price beyond it, and says so', async () => {
    const m = await member();
    const p = await long(m.client, { stopLoss: '39000.00' });
    await feed.push([at('38500.00', '38400.00', '38800.00')]);
    const closed = (await m.client.get<{ rows: Position[] }>('/api/trading/history')).body.rows[0];
    expect(closed).toMatchObject({
      number: p.number,
      closeReason: 'stop_loss',
      closePrice: '38800.00',
      closeGapped: true,
    });
    // 1,000.00 × (38,800 − 40,020) / 40,020 = −30.4847… → −30.48
    expect(closed?.pl).toBe('-30.48');
    await feed.push([at('40000.00')]);
  });

  it('when one move crosses both take profit and stop loss, the stop loss wins', async () => {
    const m = await member();
    const p = await long(m.client, { takeProfit: '41000.00', stopLoss: '39000.00' });
    await feed.push([at('40000.00', '38000.00', '42000.00')]);
    expect(await positionRow(app, p.number)).toMatchObject({ close_reason: 'stop_loss' });
  });

  it('liquidation takes the margin and no more, once, even far beyond it', async () => {
    const m = await member();
    const start = await walletCents(m.client);
    const p = await long(m.client);
    expect(p.liquidationPrice).toBe('36018.00');
    await Promise.all([feed.push([at('30000.00', '30000.00', '30000.00')]), feed.push([at('20000.00')])]);
    const row = await positionRow(app, p.number);
    expect(row).toMatchObject({ close_reason: 'liquidation', close_gapped: true, pl: -10_000n });
    expect(await walletCents(m.client)).toBe(start - 10_000n - 100n);
    await feed.push([at('40000.00')]);
  });

  it('a short: take profit below, stop loss above', async () => {
    const m = await member();
    await feed.push([at('40000.00')]);
    const tp = (await open(m.client, { side: 'short', leverage: 4, takeProfit: '39000.00' })).body;
    const sl = (await open(m.client, { side: 'short', leverage: 4, stopLoss: '41000.00' })).body;
    await feed.push([at('38900.00', '38900.00', '39900.00')]);
    expect(await positionRow(app, tp.number)).toMatchObject({
      close_reason: 'take_profit',
      close_price: 3_900_000_000_000n,
    });
    expect((await positionRow(app, sl.number)).status).toBe('open');
    await feed.push([at('41200.00', '41100.00', '41300.00')]);
    // Gapped up through 41,000: the first price beyond is the range's low, 41,100.
    expect(await positionRow(app, sl.number)).toMatchObject({
      close_reason: 'stop_loss',
      close_gapped: true,
      close_price: 4_110_000_000_000n,
    });
    await feed.push([at('40000.00')]);
  });

  it('edits take profit and stop loss of an open position, checked against the price', async () => {
    const m = await member();
    const p = await long(m.client);
    const path = `/api/trading/positions/${p.number}/targets`;
    expect((await m.client.request('PUT', path, { takeProfit: '39000.00', stopLoss: null })).status).toBe(400);
    const ok = await m.client.request<Position>('PUT', path, { takeProfit: '45000.00', stopLoss: '38000.00' });
    expect(ok.body).toMatchObject({ takeProfit: '45000.00', stopLoss: '38000.00' });
    await feed.push([at('37900.00')]);
    expect((await positionRow(app, p.number)).close_reason).toBe('stop_loss');
    expect((await m.client.request('PUT', path, { takeProfit: null, stopLoss: null })).status).toBe(409);
    await feed.push([at('40000.00')]);
  });
});

// Two app nodes on one PostgreSQL, each with its own feed pushing the same ticks: every
// triggered position closes once, whichever node wins; the loser does nothing.
describe.skipIf(!onPostgres)('on two nodes', () => {
  let nodeB: TestApp;
  let poolB: Database;
  const feedB = new ManualFeed();
  beforeAll(async () => {
    poolB = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: app.database.schema, poolSize: 5 });
    nodeB = await startTestApp({}, { database: poolB, prices: feedB });
  });
  afterAll(async () => {
    await nodeB?.stop();
    await poolB?.close();
  });

  it('TP, SL and liquidation each close once', async () => {
    const m = await member();
    const start = await walletCents(m.client);
    await Promise.all([feed.push([at('40000.00')]), feedB.push([at('40000.00')])]);
    const positions = [];
    for (let i = 0; i < 4; i++) {
      positions.push((await open(m.client, { amount: '100.00', leverage: 10, takeProfit: '41000.00' })).body);
      positions.push((await open(m.client, { amount: '100.00', leverage: 10, stopLoss: '39000.00' })).body);
      positions.push((await open(m.client, { amount: '100.00', leverage: 10 })).body);
    }
    const ticks = [at('41500.00', '40500.00', '41500.00'), at('35000.00', '35000.00', '41500.00')];
    for (const tick of ticks) await Promise.all([feed.push([tick]), feedB.push([tick])]);
    const rows = await app.ctx.db
      .selectFrom('position')
      .select(['number', 'status', 'close_reason', 'pl'])
      .where('member_id', '=', m.uid)
      .execute();
    expect(rows.every((r) => r.status === 'closed')).toBe(true);
    expect(rows.map((r) => r.close_reason).sort()).toEqual([
      ...Array(4).fill('liquidation'),
      ...Array(4).fill('stop_loss'),
      ...Array(4).fill('take_profit'),
    ]);
    const pls = await app.ctx.db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', 'in', ['position.profit', 'position.loss', 'hold.void'])
      .where(
        'reference',
        'in',
        positions.map((p) => `position:${p.number}`),
      )
      .executeTakeFirstOrThrow();
    expect(Number(pls.n)).toBe(24);
    const sum = rows.reduce((s, r) => s + (r.pl ?? 0n), 0n);
    expect(await walletCents(m.client)).toBe(start + sum - 12n * 100n);
  });
});

describe.skipIf(!onPostgres)('a stop moved while a tick is checked', () => {
  it('the stop as it is when the row is locked counts, not the one the engine read', async () => {
    const m = await member();
    const p = await long(m.client, { stopLoss: '39000.00' });
    let pushed: Promise<void> | undefined;
    // The member's edit, mid-flight (as updateTargets does it: the row locked, the stop moved
    // to 38,000): the engine reads the old stop, 39,000, which this tick crosses, and waits
    // for the row.
    await withTransaction(app.ctx, async (trx) => {
      await trx.selectFrom('position').select('id').where('number', '=', p.number).forUpdate().execute();
      await trx
        .updateTable('position')
        .set({ stop_loss: 38_000n * 100_000_000n })
        .where('number', '=', p.number)
        .execute();
      pushed = feed.push([at('38900.00', '38900.00', '39500.00')]);
      await new Promise((r) => setTimeout(r, 300));
    });
    await pushed;
    expect(await positionRow(app, p.number)).toMatchObject({ status: 'open', stop_loss: 38_000n * 100_000_000n });
    await feed.push([at('37900.00', '37900.00', '38900.00')]);
    expect(await positionRow(app, p.number)).toMatchObject({
      status: 'closed',
      close_reason: 'stop_loss',
      close_price: 38_000n * 100_000_000n,
    });
    await feed.push([at('40000.00')]);
  });
});
