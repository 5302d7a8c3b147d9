import type { Position } from '@member-area/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualFeed } from '../../src/modules/prices/index.js';
import { openPosition, precheckOpen } from '../../src/modules/trading/open-position.js';
import { AppError } from '../../src/platform/http/app-error.js';
import type { LiveEvent } from '../../src/platform/live/live-bus.js';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { openLive } from '../live-client.js';
import { credit } from '../money/money-helpers.js';
import { close, key, open, positionRow, walletCents } from './trading-helpers.js';

// Opening and closing through the routes: the server's price, the refusals, the settlement and
// the ledger after each. BTC at 50,000.00 with the seeded spread 5 bp and fee 10 bp.
let app: TestApp;
let operator: Client;
const feed = new ManualFeed();
beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  operator = await signedInOperator(app);
  await feed.push([
    { symbol: 'BTC', price: '50000.00' },
    { symbol: 'ETH', price: '3000.00' },
  ]);
});
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

let baseUrl: string | undefined;
const listening = async () => {
  baseUrl ??= await app.server.listen({ port: 0, host: '127.0.0.1' });
  return baseUrl;
};

async function funded(amount = '1000.00') {
  const m = await signedInMember(app);
  await credit(operator, m.uid, amount);
  return m;
}

describe('opening a position', () => {
  it("executes at the server's price plus the spread, ignoring a price the client sends", async () => {
    const m = await funded();
    const res = await open(m.client, { price: '1.00', entryPrice: '1.00', leverage: 10 });
    expect(res.status).toBe(201);
    // 50,000 × (1 + 5 bp) = 50,025; notional 1,000.00; fee 10 bp = 1.00; liquidation 50,025 − 5,002.5
    expect(res.body).toMatchObject({
      number: expect.stringMatching(/^P-\d{6}$/),
      symbol: 'BTC',
      side: 'long',
      margin: '100.00',
      notional: '1000.00',
      entryPrice: '50025.00',
      fee: '1.00',
      liquidationPrice: '45022.50',
      status: 'open',
    });
    expect(await walletCents(m.client)).toBe(100_000n - 10_000n - 100n);
    const row = await positionRow(app, res.body.number);
    const hold = await app.ctx.db
      .selectFrom('ledger_hold')
      .selectAll()
      .where('id', '=', row.hold_id)
      .executeTakeFirst();
    expect(hold).toMatchObject({ purpose: 'position', amount: 10_000n, status: 'pending' });
  });

  it('a fee the wallet no longer pays (spent since the check) undoes the hold and the position made in its statement', async () => {
    const m = await funded('1000.00');
    const options = {
      memberId: m.uid,
      request: { symbol: 'BTC' as const, side: 'long' as const, amount: '100.00', leverage: 10 },
    };
    const checked = await precheckOpen(app.ctx, options); // margin 100.00, fee 1.00: the wallet holds them now
    const spent = await operator.request(
      'POST',
      `/api/admin/members/${m.uid}/adjustments`,
      { direction: 'debit', amount: '899.50', reason: 'Spent meanwhile' },
      { 'idempotency-key': key() },
    );
    expect(spent.status).toBe(200);
    // The margin's hold still fits (100.50 ≥ 100.00); the fee, moved right after it, does not.
    const refused = openPosition(app.ctx, options, checked);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: expect.stringMatching(/needs 101\.00 USD .* and 100\.50 USD is available/),
    });
    expect(await walletCents(m.client)).toBe(100_50n);
    const rows = await app.ctx.db.selectFrom('position').select('id').where('number', '=', checked.number).execute();
    expect(rows).toEqual([]);
    expect((await m.client.get<Position[]>('/api/trading/positions')).body).toEqual([]);
  });

  it('orders at once that the wallet cannot all pay: exactly the affordable ones open, the others are told and hold nothing', async () => {
    const m = await funded('350.00');
    // Margin 100.00 at 10×, fee 1.00: three fit in 350.00. Every order passes its precheck (each
    // reads 350.00); the wallet's row decides, in the statement sent with each COMMIT.
    const keys = Array.from({ length: 10 }, () => key());
    const answers = await Promise.all(keys.map((k) => open(m.client, {}, k)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body).toMatchObject({
        error: { code: 'INSUFFICIENT_FUNDS', message: expect.stringMatching(/needs 101\.00 USD .* is available/) },
      });
    }
    expect(await walletCents(m.client)).toBe(47_00n);
    const listed = (await m.client.get<Position[]>('/api/trading/positions')).body;
    expect(listed.map((p) => p.number).sort()).toEqual(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.body.number)
        .sort(),
    );
    // The answer is the row as written: the list reads the same position back.
    const [first] = answers.filter((a) => a.status === 201);
    expect(listed.find((p) => p.number === first?.body.number)).toEqual(first?.body);
    // Each key, sent again, gets its first answer back, a refusal as well as an opening; nothing moves.
    const retried = await Promise.all(keys.map((k) => open(m.client, {}, k)));
    expect(retried.map((a) => [a.status, a.body])).toEqual(answers.map((a) => [a.status, a.body]));
    expect(await walletCents(m.client)).toBe(47_00n);
  });

  it('a short opens below the price', async () => {
    const m = await funded();
    const res = await open(m.client, { side: 'short', leverage: 5, amount: '200.00' });
    expect(res.body).toMatchObject({ entryPrice: '49975.00', notional: '1000.00', liquidationPrice: '59970.00' });
  });

  it('refuses, changing nothing: too little money (with a clear message), zero, negative, leverage 0 or above the maximum, unknown or disabled symbol, misplaced targets', async () => {
    const m = await funded('50.00');
    const before = await walletCents(m.client);
    const poor = await open(m.client, { amount: '100.00' });
    expect(poor.status).toBe(422);
    expect(poor.body).toMatchObject({
      error: {
        code: 'INSUFFICIENT_FUNDS',
        message: expect.stringMatching(/Not enough money in your wallet.*Add balance/),
      },
    });
    // Margin 49.99 at 10×: fee 0.49 → 50.48 > 50.00
    expect((await open(m.client, { amount: '49.99' })).status).toBe(422);
    for (const input of [
      { amount: '0' },
      { amount: '0.00' },
      { amount: '-10.00' },
      { leverage: 0 },
      { leverage: -2 },
      { leverage: 101 },
      { leverage: 2.5 },
      { symbol: 'NOPE' },
      { side: 'up' },
      { takeProfit: '49000.00' },
      { stopLoss: '51000.00' },
      { stopLoss: '40000.00' }, // beyond the liquidation price (45,022.50)
      { stopLoss: '50010.00' }, // below the entry (50,025) but above the market: crossed by the next tick
      { side: 'short', stopLoss: '49990.00' }, // above the entry (49,975) but below the market
      { takeProfit: '50010.00' }, // above the market but below the entry: a profit that is a loss
    ]) {
      const res = await open(m.client, { amount: '10.00', ...input });
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    await app.ctx.db.updateTable('trading_symbol').set({ enabled: false }).where('symbol', '=', 'ETH').execute();
    const disabled = await open(m.client, { symbol: 'ETH', amount: '10.00' });
    await app.ctx.db.updateTable('trading_symbol').set({ enabled: true }).where('symbol', '=', 'ETH').execute();
    expect(disabled.status).toBe(400);
    expect(disabled.body).toMatchObject({ error: { message: 'ETH is closed for trading at the moment' } });
    // A spread as wide as the margin (200 bp at 100×) would open a position the next tick liquidates.
    await app.ctx.db.updateTable('trading_symbol').set({ spread_bp: 200 }).where('symbol', '=', 'ETH').execute();
    const liquidated = await open(m.client, { symbol: 'ETH', amount: '10.00', leverage: 100 });
    await app.ctx.db.updateTable('trading_symbol').set({ spread_bp: 5 }).where('symbol', '=', 'ETH').execute();
    expect(liquidated.status).toBe(400);
    expect(liquidated.body).toMatchObject({
      error: {
        message: expect.stringMatching(
          /liquidation price 3,029\.40 USDT is already reached at the market price 3,000\.00 USDT: choose a lower leverage/,
        ),
      },
    });
    const noPrice = await open(m.client, { symbol: 'SOL', amount: '10.00' });
    expect(noPrice.status).toBe(409);
    expect(await walletCents(m.client)).toBe(before);
    const rows = await app.ctx.db.selectFrom('position').select('id').where('member_id', '=', m.uid).execute();
    expect(rows).toEqual([]);
  });

  it('is idempotent: the same key opens one position', async () => {
    const m = await funded();
    const k = key();
    const [a, b] = [await open(m.client, {}, k), await open(m.client, {}, k)];
    expect(b.status).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body.number).toBe(a.body.number);
    expect((await m.client.get<Position[]>('/api/trading/positions')).body).toHaveLength(1);
  });

  it('a retry is answered as the first time, also once its checks would refuse it', async () => {
    const m = await funded('200.00');
    const k = key();
    const first = await open(m.client, { amount: '100.00', leverage: 1 }, k);
    expect(first.status).toBe(201);
    // Its checks now pass again (money enough for a second one): found answered at the COMMIT.
    const again = await open(m.client, { amount: '100.00', leverage: 1 }, k);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // The wallet spent: its checks would refuse it now, and it is still the first answer.
    expect((await open(m.client, { amount: '99.00', leverage: 1 })).status).toBe(201);
    const late = await open(m.client, { amount: '100.00', leverage: 1 }, k);
    expect(late.status).toBe(201);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.body).toEqual(first.body);
    // Another request under the key is refused whether its checks pass or not.
    expect((await open(m.client, { amount: '0.50', leverage: 1 }, k)).status).toBe(422);
    expect((await open(m.client, { amount: '500.00', leverage: 1 }, k)).status).toBe(422);
    expect((await m.client.get<Position[]>('/api/trading/positions')).body).toHaveLength(2);
  });
});

describe('the open positions live', () => {
  it('every tab sees each open and close, past the positions a bus message carries (20)', async () => {
    const m = await funded('10000.00');
    const baseUrl = await listening();
    const tab = await openLive(baseUrl, m.client);
    const events: LiveEvent[] = [];
    const unsubscribe = app.ctx.bus.subscribe((e) => events.push(e));
    const opened: string[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await open(m.client, { amount: '10.00' });
      expect(res.status).toBe(201);
      opened.push(res.body.number);
      // Each change's state arrives whole, read at the commit or, past 20, re-read by this node.
      const state = await tab.next((x) => x.topic === 'positions' && x.data.length === i + 1);
      expect(state.topic === 'positions' && state.data.map((p) => p.number)).toEqual([...opened].reverse());
    }
    expect((await close(m.client, opened[0] ?? '')).status).toBe(200);
    const after = await tab.next(
      (x) => x.topic === 'positions' && x.data.length === 23 && !x.data.some((p) => p.number === opened[0]),
    );
    expect(after.topic === 'positions' && after.data.map((p) => p.number)).toEqual(opened.slice(1).reverse());
    tab.close();
    unsubscribe();
    // Past 20 the changes sent a re-read of the topic, never a state that long.
    const mine = events.filter((e) => e.channel === `user:${m.uid}`);
    const lengths = mine.flatMap((e) =>
      'message' in e && e.message.topic === 'positions' ? [e.message.data.length] : [],
    );
    expect(Math.max(...lengths)).toBe(20);
    expect(mine.filter((e) => 'resync' in e && e.topic === 'positions')).toHaveLength(24 - 20 + 1);
  });
});

describe('the open positions live, down to none', () => {
  it('closing the last position sends the empty list with the commit, not a re-read', async () => {
    const m = await funded();
    const baseUrl = await listening();
    const tab = await openLive(baseUrl, m.client);
    const events: LiveEvent[] = [];
    const unsubscribe = app.ctx.bus.subscribe((e) => events.push(e));
    const opened = await open(m.client, { amount: '10.00' });
    expect(opened.status).toBe(201);
    const one = await tab.next((x) => x.topic === 'positions' && x.data.length === 1);
    expect((await close(m.client, opened.body.number)).status).toBe(200);
    // Newer than the one-position state: the connect's snapshot was empty too.
    const none = await tab.next((x) => x.topic === 'positions' && x.data.length === 0 && x.v > one.v);
    expect(none.topic === 'positions' && none.data).toEqual([]);
    tab.close();
    unsubscribe();
    const mine = events.filter((e) => e.channel === `user:${m.uid}`);
    expect(mine.filter((e) => 'resync' in e && e.topic === 'positions')).toEqual([]);
    expect(
      mine.flatMap((e) => ('message' in e && e.message.topic === 'positions' ? [e.message.data.length] : [])),
    ).toEqual([1, 0]);
  });
});

describe('closing a position', () => {
  it('a long: the wallet changes by exactly P/L − fee, P/L truncated toward zero', async () => {
    const m = await funded();
    const start = await walletCents(m.client);
    const opened = (await open(m.client, { amount: '100.00', leverage: 10 })).body;
    await feed.push([{ symbol: 'BTC', price: '51000.00' }]);
    const closed = await close(m.client, opened.number);
    expect(closed.status).toBe(200);
    // 1,000.00 × (51,000 − 50,025) / 50,025 = 19.4902… → 19.49
    expect(closed.body).toMatchObject({ status: 'closed', closeReason: 'member', closePrice: '51000.00', pl: '19.49' });
    expect(await walletCents(m.client)).toBe(start + 1949n - 100n);
    await feed.push([{ symbol: 'BTC', price: '50000.00' }]);
  });

  it('a short losing: P/L exact to the cent, negative, toward zero', async () => {
    const m = await funded();
    const start = await walletCents(m.client);
    const opened = (await open(m.client, { side: 'short', amount: '300.00', leverage: 3 })).body;
    expect(opened.entryPrice).toBe('49975.00');
    await feed.push([{ symbol: 'BTC', price: '50333.33' }]);
    const closed = await close(m.client, opened.number);
    // 900.00 × (49,975 − 50,333.33) / 49,975 = −6.4528… → −6.45; fee 0.90
    expect(closed.body).toMatchObject({ pl: '-6.45', fee: '0.90' });
    expect(await walletCents(m.client)).toBe(start - 645n - 90n);
    await feed.push([{ symbol: 'BTC', price: '50000.00' }]);
  });

  it('closing twice has one effect: a retry replays, another key is told it is closed', async () => {
    const m = await funded();
    const opened = (await open(m.client)).body;
    const k = key();
    const first = await close(m.client, opened.number, k);
    const wallet = await walletCents(m.client);
    const replay = await close(m.client, opened.number, k);
    expect(replay.body).toEqual(first.body);
    const again = await close(m.client, opened.number);
    expect(again.status).toBe(409);
    expect(await walletCents(m.client)).toBe(wallet);
    // Two closes at once under different keys: one closes, the other is told.
    const next = (await open(m.client)).body;
    const statuses = (await Promise.all([close(m.client, next.number), close(m.client, next.number)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const transfers = await app.ctx.db
      .selectFrom('ledger_transfer')
      .select('kind')
      .where('reference', '=', `position:${opened.number}`)
      .execute();
    expect(transfers.map((t) => t.kind).sort()).toEqual(['hold.reserve', 'hold.void', 'position.fee', 'position.loss']);
  });

  it("another member's position is 404, to close, to edit and for an operator-less member", async () => {
    const owner = await funded();
    const other = await funded();
    const opened = (await open(owner.client)).body;
    expect((await close(other.client, opened.number)).status).toBe(404);
    const edit = await other.client.request('PUT', `/api/trading/positions/${opened.number}/targets`, {
      takeProfit: null,
      stopLoss: null,
    });
    expect(edit.status).toBe(404);
    expect((await close(owner.client, opened.number)).status).toBe(200);
  });

  it('an operator closes any position with a reason, audited; a member may not', async () => {
    const m = await funded();
    const opened = (await open(m.client)).body;
    const path = `/api/admin/trading/positions/${opened.number}/close`;
    expect((await m.client.request('POST', path, { reason: 'risk' }, { 'idempotency-key': key() })).status).toBe(404);
    expect((await operator.request('POST', path, {}, { 'idempotency-key': key() })).status).toBe(400);
    const res = await operator.request<Position>('POST', path, { reason: 'Risk limit' }, { 'idempotency-key': key() });
    expect(res.body).toMatchObject({ status: 'closed', closeReason: 'operator' });
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'position.close')
      .where('target_id', '=', m.uid)
      .execute();
    expect(audit).toHaveLength(1);
    const desk = await operator.get<{ closed: { positions: number } }>('/api/admin/trading/desk');
    expect(desk.body.closed.positions).toBeGreaterThan(0);
  });
});

describe('history', () => {
  it('lists closed positions with filters and exports the same figures as CSV', async () => {
    const m = await funded();
    const a = (await open(m.client)).body;
    const b = (await open(m.client, { symbol: 'ETH', side: 'short', leverage: 2 })).body;
    await close(m.client, a.number);
    await close(m.client, b.number);
    const all = await m.client.get<{ rows: Position[]; total: number }>('/api/trading/history');
    expect(all.body.total).toBe(2);
    const eth = await m.client.get<{ rows: Position[]; total: number }>(
      '/api/trading/history?symbol=ETH&reason=member',
    );
    expect(eth.body.rows.map((r) => r.number)).toEqual([b.number]);
    const none = await m.client.get<{ total: number }>('/api/trading/history?reason=stop_loss');
    expect(none.body.total).toBe(0);
    const csv = await m.client.get('/api/trading/history.csv?symbol=BTC');
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.split('\r\n')[0]).toContain('Entry price (USDT)');
    expect(text).toContain(`${a.number},BTC,long`);
    expect(text).not.toContain(b.number);
  });

  it("exports prices with their symbol's decimals, as the pages show them: XRP's entry with the spread in 4", async () => {
    await feed.push([{ symbol: 'XRP', price: '0.5421' }]);
    const m = await funded();
    const p = (await open(m.client, { symbol: 'XRP' })).body;
    expect(p.entryPrice).toBe('0.542642'); // exact in the API: 0.5421 × (1 + XRP's 10 bp spread)
    await close(m.client, p.number);
    const text = ((await m.client.get('/api/trading/history.csv?symbol=XRP')).body as Buffer).toString('utf8');
    const [header = '', row = ''] = text.split('\r\n');
    expect(header).toContain('Liquidation price (USDT)');
    const cells = row.split(',');
    const at = (column: string) => cells[header.split(',').indexOf(column)];
    expect(at('Entry price (USDT)')).toBe('0.5426');
    expect(at('Close price (USDT)')).toBe('0.5421');
    expect(at('Liquidation price (USDT)')).toMatch(/^0\.\d{4}$/);
  });

  it("says a refused target's limit in the symbol's decimals, rounded so that it holds", async () => {
    await feed.push([{ symbol: 'XRP', price: '0.5421' }]);
    const m = await funded();
    // The entry is 0.542642: a take profit must lie above it, so "above 0.5426", and 0.5427 passes.
    const refused = await open(m.client, { symbol: 'XRP', takeProfit: '0.5426' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { details: { fieldErrors: { takeProfit: ['Take profit must be above 0.5426 USDT'] } } },
    });
    expect((await open(m.client, { symbol: 'XRP', takeProfit: '0.5427' })).status).toBe(201);
  });
});
