import type { Position, PriceAlert, TradingSymbol } from '@member-area/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualFeed } from '../../src/modules/prices/index.js';
import {
  type Client,
  expectLedgerSound,
  onPostgres,
  type Reply,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { credit } from '../money/money-helpers.js';
import { close, key, open, positionRow, walletCents } from './trading-helpers.js';

// An outside review of the trading routes, over HTTP only: other members' positions and alerts,
// operator routes called by a member, bad input on every field, races on one position or one
// wallet, and Idempotency-Key replays. Every test ends with the ledger's invariants, and checks
// the money in integer cents. BTC at 50,000.00, ETH at 3,000.00 (seeded spread 5 bp, fee 10 bp).
let app: TestApp;
let operator: Client;
const feed = new ManualFeed();
const btc = (price: string, low = price, high = price) => ({ symbol: 'BTC' as const, price, low, high });
beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  operator = await signedInOperator(app);
  await feed.push([btc('50000.00'), { symbol: 'ETH', price: '3000.00' }]);
});
afterAll(() => app.stop());
afterEach(async () => {
  await feed.push([btc('50000.00'), { symbol: 'ETH', price: '3000.00' }]);
  await expectLedgerSound(app);
});

async function funded(amount = '1000.00') {
  const m = await signedInMember(app);
  await credit(operator, m.uid, amount);
  return m;
}

const targets = (client: Client, number: string, body: unknown) =>
  client.request<Position>('PUT', `/api/trading/positions/${number}/targets`, body);
const openList = async (client: Client) => (await client.get<Position[]>('/api/trading/positions')).body;
const historyOf = async (client: Client) =>
  (await client.get<{ rows: Position[]; total: number }>('/api/trading/history?pageSize=100')).body;
const alertsOf = async (client: Client) => (await client.get<PriceAlert[]>('/api/trading/alerts')).body;
const symbolsNow = async () => (await operator.get<TradingSymbol[]>('/api/admin/trading/symbols')).body;

/** Everything a refused request must leave as it was: the wallet, the positions, the alerts. */
async function stateOf(client: Client) {
  return {
    wallet: await walletCents(client),
    open: await openList(client),
    closed: (await historyOf(client)).rows,
    alerts: await alertsOf(client),
  };
}

/** A clear refusal: a 4xx with the error body and a message a person can read. */
function expectRefusal(res: Reply, status: number, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
  const error = (res.body as { error?: { code?: string; message?: string } }).error;
  expect(error?.code, label).toEqual(expect.any(String));
  expect(error?.message?.length ?? 0, label).toBeGreaterThan(3);
}

const cents = (usd: string) => {
  const [whole = '0', frac = '00'] = usd.replace('-', '').split('.');
  const abs = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
  return usd.startsWith('-') ? -abs : abs;
};

/** A member's wallet over their positions: start − every fee − open margins + closed P/L. */
async function expectedWallet(memberId: string, start: bigint): Promise<bigint> {
  const rows = await app.ctx.db
    .selectFrom('position')
    .select(['status', 'margin', 'fee', 'pl'])
    .where('member_id', '=', memberId)
    .execute();
  return rows.reduce((w, r) => w - r.fee + (r.status === 'open' ? -r.margin : (r.pl ?? 0n)), start);
}

/** How many times each kind of money movement was made for a position. */
async function movementsOf(number: string) {
  const rows = await app.ctx.db
    .selectFrom('ledger_transfer')
    .select('kind')
    .where('reference', '=', `position:${number}`)
    .execute();
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
  return counts;
}

describe('another member and the operator routes', () => {
  it("another member can neither see, close, retarget nor replay into a member's position; nothing changes", async () => {
    const owner = await funded();
    const other = await funded();
    const k = key();
    const opened = await open(owner.client, { takeProfit: '60000.00', stopLoss: '48000.00' }, k);
    expect(opened.status).toBe(201);
    const number = opened.body.number;
    const ownerBefore = await stateOf(owner.client);
    const otherBefore = await stateOf(other.client);

    expect(await openList(other.client)).toEqual([]);
    expect((await close(other.client, number)).status).toBe(404);
    // Valid targets for this position: refused only because it is not theirs.
    expect((await targets(other.client, number, { takeProfit: '70000.00', stopLoss: '49000.00' })).status).toBe(404);
    expect((await targets(other.client, number, { takeProfit: null, stopLoss: null })).status).toBe(404);
    // The owner's Idempotency-Key does not reach the owner's stored answer.
    const reused = await open(other.client, { takeProfit: '60000.00', stopLoss: '48000.00' }, k);
    expect(reused.status).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(reused.body.number).not.toBe(number);
    expect((await close(other.client, reused.body.number)).status).toBe(200);

    expect(await positionRow(app, number)).toMatchObject({
      status: 'open',
      take_profit: 60_000n * 100_000_000n,
      stop_loss: 48_000n * 100_000_000n,
    });
    expect(await stateOf(owner.client)).toEqual(ownerBefore);
    // The other member paid only for their own position: its fee, and its P/L at an unchanged price.
    const theirs = await positionRow(app, reused.body.number);
    expect(await walletCents(other.client)).toBe(otherBefore.wallet - theirs.fee + (theirs.pl ?? 0n));
    expect((await close(owner.client, number)).status).toBe(200);
  });

  it('a member gets 404 from every operator trading route, and nothing changes', async () => {
    const m = await funded();
    const opened = (await open(m.client)).body;
    const symbolsBefore = await symbolsNow();
    const calls: Reply[] = [
      await m.client.get('/api/admin/trading/symbols'),
      await m.client.get('/api/admin/trading/desk'),
      await m.client.request('PUT', '/api/admin/trading/symbols/BTC', {
        enabled: false,
        spreadBp: 1000,
        feeBp: 1000,
        maxLeverage: 1,
      }),
      await m.client.request(
        'POST',
        `/api/admin/trading/positions/${opened.number}/close`,
        { reason: 'I close it myself' },
        { 'idempotency-key': key() },
      ),
    ];
    for (const res of calls) expect(res.status).toBe(404);
    expect(await symbolsNow()).toEqual(symbolsBefore);
    expect(await positionRow(app, opened.number)).toMatchObject({ status: 'open' });
    expect((await close(m.client, opened.number)).status).toBe(200);
  });
});

describe('bad input', () => {
  it('opening: every malformed field is a 400 with a message, and nothing moves', async () => {
    const m = await funded('1000.00');
    const before = await stateOf(m.client);
    const bad: Record<string, unknown>[] = [
      { amount: 100 },
      { amount: '1e3' },
      { amount: 'NaN' },
      { amount: 'Infinity' },
      { amount: '100.001' },
      { amount: '12345678901234567890' },
      { amount: '1e308' },
      { amount: '' },
      { amount: null },
      { amount: '0.001' },
      { amount: '-0.01' },
      { leverage: 1e308 },
      { leverage: '10' },
      { leverage: null },
      { leverage: 1001 },
      { leverage: 10.5 },
      { leverage: Number.MAX_SAFE_INTEGER + 2 },
      { symbol: 'btc' },
      { symbol: '' },
      { symbol: null },
      { symbol: ['BTC'] },
      { side: 'LONG' },
      { side: 1 },
      { takeProfit: null },
      { takeProfit: '' },
      { takeProfit: 60000 },
      { takeProfit: '1e308' },
      { takeProfit: '99999999999' },
      { takeProfit: '60000.123456789' },
      { takeProfit: 'NaN' },
      { stopLoss: '0' },
      { stopLoss: '-48000' },
      { stopLoss: '0.000000001' },
      { stopLoss: '0.00000001' }, // below the liquidation price (45,022.50)
      { side: 'short', stopLoss: '9999999999.99999999' }, // beyond a short's liquidation price
      { side: 'short', takeProfit: '9999999999.99999999' },
      { symbol: 'ETH', leverage: 101 },
    ];
    for (const input of bad) {
      expectRefusal(await open(m.client, { amount: '10.00', ...input }), 400, JSON.stringify(input));
    }
    // A margin no wallet holds, at the highest leverage: told, in words, not overflowed.
    const huge = await open(m.client, { amount: '999999999999.99', leverage: 100 });
    expectRefusal(huge, 422, 'huge');
    expect(huge.body).toMatchObject({
      error: { code: 'INSUFFICIENT_FUNDS', details: { needed: '1099999999999.98', available: '1000.00' } },
    });
    // The Idempotency-Key itself, and bodies that are not an order at all.
    const order = { symbol: 'BTC', side: 'long', amount: '10.00', leverage: 10 };
    for (const headers of [{}, { 'idempotency-key': 'short' }, { 'idempotency-key': 'k'.repeat(101) }] as Record<
      string,
      string
    >[]) {
      expectRefusal(await m.client.request('POST', '/api/trading/positions', order, headers), 400, 'key');
    }
    for (const payload of ['null', '[]', '"BTC"', '42', '{bad', '{"__proto__":{"admin":true},"symbol":"BTC"}']) {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/trading/positions',
        headers: {
          origin: 'http://localhost:3000',
          cookie: m.client.cookieHeader,
          'content-type': 'application/json',
          'idempotency-key': key(),
        },
        payload,
      });
      expectRefusal({ status: res.statusCode, body: res.json(), headers: res.headers }, 400, payload);
    }
    expect(await stateOf(m.client)).toEqual(before);
  });

  it('targets: every malformed or misplaced TP/SL is a 400 with a message, and the position keeps its targets', async () => {
    const m = await funded();
    const p = (await open(m.client, { takeProfit: '60000.00', stopLoss: '48000.00' })).body;
    const before = await stateOf(m.client);
    for (const body of [
      {},
      { takeProfit: '61000.00' },
      { stopLoss: '47000.00' },
      { takeProfit: 61000, stopLoss: null },
      { takeProfit: '1e5', stopLoss: null },
      { takeProfit: 'NaN', stopLoss: null },
      { takeProfit: '-1', stopLoss: null },
      { takeProfit: '0', stopLoss: null },
      { takeProfit: '61000.123456789', stopLoss: null },
      { takeProfit: '99999999999', stopLoss: null },
      { takeProfit: null, stopLoss: '1e308' },
      { takeProfit: '49000.00', stopLoss: null }, // a long's take profit below the market
      { takeProfit: null, stopLoss: '51000.00' }, // a long's stop loss above the market
      { takeProfit: null, stopLoss: '45022.50' }, // at the liquidation price
      { takeProfit: null, stopLoss: '0.00000001' },
      [],
      null,
    ]) {
      expectRefusal(await targets(m.client, p.number, body), 400, JSON.stringify(body));
    }
    expect(await stateOf(m.client)).toEqual(before);
    expect(await positionRow(app, p.number)).toMatchObject({ targets_at: null });
    // A short's are the other way round.
    const s = (await open(m.client, { side: 'short' })).body;
    for (const body of [
      { takeProfit: '51000.00', stopLoss: null },
      { takeProfit: null, stopLoss: '49000.00' },
      { takeProfit: null, stopLoss: s.liquidationPrice },
    ]) {
      expectRefusal(await targets(m.client, s.number, body), 400, JSON.stringify(body));
    }
    expect(await positionRow(app, s.number)).toMatchObject({ take_profit: null, stop_loss: null, targets_at: null });
    for (const n of [p.number, s.number]) expect((await close(m.client, n)).status).toBe(200);
  });

  it('price alerts: every malformed field is a 400 with a message, and no alert is set', async () => {
    const m = await signedInMember(app);
    const before = await alertsOf(m.client);
    for (const body of [
      { price: 3100 },
      { price: '3100.000000001' },
      { price: '99999999999' },
      { price: '1e308' },
      { price: 'NaN' },
      { price: '' },
      { price: null },
      { price: '3100', rearmStep: '99999999999' },
      { price: '3100', rearmStep: '-1' },
      { price: '3100', rearmStep: 5 },
      { price: '3100', direction: null },
      { price: '3100', symbol: 'eth' },
      { price: '9999999999.99999999', direction: 'below' }, // already below it
    ]) {
      const res = await m.client.request('POST', '/api/trading/alerts', { symbol: 'ETH', direction: 'above', ...body });
      expectRefusal(res, 400, JSON.stringify(body));
    }
    for (const id of ['9999999999999999999', '-1', '1.5', '1e3', 'abc']) {
      expectRefusal(await m.client.request('DELETE', `/api/trading/alerts/${id}`), 400, id);
    }
    expectRefusal(await m.client.request('DELETE', '/api/trading/alerts/999999999999999999'), 404, 'unknown id');
    expect(await alertsOf(m.client)).toEqual(before);
  });

  it("an operator's symbol settings: every malformed field is a 400 with a message, and the symbol is unchanged", async () => {
    const before = await symbolsNow();
    const good = { enabled: true, spreadBp: 5, feeBp: 10, maxLeverage: 100 };
    for (const body of [
      {},
      { ...good, enabled: 'false' },
      { ...good, enabled: null },
      { ...good, spreadBp: -1 },
      { ...good, spreadBp: 1.5 },
      { ...good, spreadBp: '5' },
      { ...good, spreadBp: 1001 },
      { ...good, feeBp: 1e308 },
      { ...good, feeBp: -0.5 },
      { ...good, maxLeverage: 0 },
      { ...good, maxLeverage: 126 },
      { ...good, maxLeverage: 1.2345678901234567e19 }, // 20 digits,
    ]) {
      expectRefusal(await operator.request('PUT', '/api/admin/trading/symbols/BTC', body), 400, JSON.stringify(body));
    }
    for (const symbol of ['NOPE', 'btc', '%00']) {
      expectRefusal(await operator.request('PUT', `/api/admin/trading/symbols/${symbol}`, good), 400, symbol);
    }
    expect(await symbolsNow()).toEqual(before);
  });

  it('position numbers that are no position: 400 when malformed, 404 when unknown', async () => {
    const m = await funded();
    for (const n of ['P-1', 'x', 'p-000001', 'P-0000000000000000001', 'P-000001%20', '%00']) {
      expectRefusal(await close(m.client, n), 400, n);
      expectRefusal(await targets(m.client, n, { takeProfit: null, stopLoss: null }), 400, n);
    }
    for (const n of ['P-000000', 'P-999999999999999999']) {
      expectRefusal(await close(m.client, n), 404, n);
      expectRefusal(await targets(m.client, n, { takeProfit: null, stopLoss: null }), 404, n);
    }
  });

  // Found by an outside review, fixed since: on the default database (PGlite), the last day the schema accepts, `to=9999-12-31`,
  // breaks the trade history: the page answers 400 "This page of the list is out of date" on the
  // field `after`, which was not sent, and the CSV download is cut off mid-response. The server
  // makes the day's end 10000-01-01, PGlite gets it as "+010000-01-01T00:00:00.000Z" and refuses
  // it (SQLSTATE 22009). On PostgreSQL both answer 200.
  it('the trade history takes every day its schema accepts, up to 9999-12-31', async () => {
    const m = await funded();
    const p = (await open(m.client)).body;
    expect((await close(m.client, p.number)).status).toBe(200);
    const page = await m.client.get<{ rows: Position[] }>('/api/trading/history?from=2020-01-01&to=9999-12-31');
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.rows.map((r) => r.number)).toEqual([p.number]);
    const csv = await m.client.get('/api/trading/history.csv?to=9999-12-31').catch((err: Error) => err);
    expect(csv).not.toBeInstanceOf(Error);
    expect(((csv as Reply).body as Buffer).toString('utf8')).toContain(`${p.number},BTC,long`);
  });
});

describe('races', () => {
  it('five closes of one position at once, each with its own key: one closes, four are told, money moves once', async () => {
    const m = await funded();
    const start = await walletCents(m.client);
    const p = (await open(m.client, { amount: '200.00', leverage: 5 })).body;
    await feed.push([btc('50750.00')]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => close(m.client, p.number)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({
        error: { code: 'CONFLICT', message: expect.stringMatching(/already closed/) },
      });
    }
    const closed = answers.find((a) => a.status === 200)?.body as Position;
    // 1,000.00 × (50,750 − 50,025) / 50,025 = 14.4927… → 14.49; fee 1.00
    expect(closed).toMatchObject({ closePrice: '50750.00', pl: '14.49', fee: '1.00' });
    expect(await walletCents(m.client)).toBe(start + 1449n - 100n);
    expect(await movementsOf(p.number)).toEqual({
      'hold.reserve': 1,
      'hold.void': 1,
      'position.fee': 1,
      'position.profit': 1,
    });
  });

  it('five closes of one position at once under one key: one close, every answer the same or told to wait', async () => {
    const m = await funded();
    const start = await walletCents(m.client);
    const p = (await open(m.client)).body;
    await feed.push([btc('49500.00')]);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => close(m.client, p.number, k)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    for (const a of ok) expect(a.body).toEqual(ok[0]?.body);
    if (!onPostgres) expect(ok).toHaveLength(5); // one connection: each waits its turn and is answered
    // 1,000.00 × (49,500 − 50,025) / 50,025 = −10.4947… → −10.49
    expect(ok[0]?.body).toMatchObject({ pl: '-10.49' });
    expect(await walletCents(m.client)).toBe(start - 1049n - 100n);
    const again = await close(m.client, p.number, k);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ok[0]?.body);
    expect(await movementsOf(p.number)).toEqual({
      'hold.reserve': 1,
      'hold.void': 1,
      'position.fee': 1,
      'position.loss': 1,
    });
  });

  it("a member's close racing the tick through the stop: each position closes once, by one of them", async () => {
    const m = await funded('5000.00');
    const start = await walletCents(m.client);
    let spent = 0n;
    for (let round = 0; round < 6; round++) {
      await feed.push([btc('50000.00')]);
      const p = (await open(m.client, { stopLoss: '49000.00' })).body;
      const tick = btc('48900.00', '48800.00', '49500.00');
      // Alternate who starts first; both are in flight at once.
      const [closed] =
        round % 2 === 0
          ? await Promise.all([close(m.client, p.number), feed.push([tick])])
          : await Promise.all([feed.push([tick]).then(() => undefined), close(m.client, p.number)]).then(
              ([, c]) => [c] as const,
            );
      const row = await positionRow(app, p.number);
      expect(row.status).toBe('closed');
      if (closed?.status === 200) {
        // At the market, 48,900: 1,000.00 × (48,900 − 50,025) / 50,025 = −22.4887… → −22.48
        expect(row).toMatchObject({ close_reason: 'member', pl: -2248n });
        expect(cents(closed.body.pl ?? '')).toBe(row.pl);
      } else {
        expect(closed?.status).toBe(409);
        // At the stop, 49,000: 1,000.00 × (49,000 − 50,025) / 50,025 = −20.4897… → −20.48
        expect(row).toMatchObject({ close_reason: 'stop_loss', close_price: 49_000n * 100_000_000n, pl: -2048n });
      }
      expect(await movementsOf(p.number)).toEqual({
        'hold.reserve': 1,
        'hold.void': 1,
        'position.fee': 1,
        'position.loss': 1,
      });
      spent += 100n - (row.pl ?? 0n);
    }
    expect(await walletCents(m.client)).toBe(start - spent);
    expect(await walletCents(m.client)).toBe(await expectedWallet(m.uid, start));
  });

  it("a member's close racing an operator's close: one wins, the other is told, money moves once", async () => {
    const m = await funded();
    const start = await walletCents(m.client);
    for (let round = 0; round < 4; round++) {
      const p = (await open(m.client)).body;
      const [mine, theirs] = await Promise.all([
        close(m.client, p.number),
        operator.request<Position>(
          'POST',
          `/api/admin/trading/positions/${p.number}/close`,
          { reason: 'Risk limit reached' },
          { 'idempotency-key': key() },
        ),
      ]);
      expect([mine.status, theirs.status].sort()).toEqual([200, 409]);
      const row = await positionRow(app, p.number);
      expect(row.close_reason).toBe(mine.status === 200 ? 'member' : 'operator');
      expect(await movementsOf(p.number)).toEqual({
        'hold.reserve': 1,
        'hold.void': 1,
        'position.fee': 1,
        'position.loss': 1,
      });
    }
    // Each closed at 50,000: P/L 1,000.00 × (50,000 − 50,025) / 50,025 = −0.4997… → −0.49; fee 1.00.
    expect(await walletCents(m.client)).toBe(start - 4n * (49n + 100n));
    expect(await walletCents(m.client)).toBe(await expectedWallet(m.uid, start));
  });

  it('targets edited while the position closes: either the edit lands first or it is told the position is closed', async () => {
    const m = await funded();
    const start = await walletCents(m.client);
    for (let round = 0; round < 4; round++) {
      const p = (await open(m.client)).body;
      const [edit, closed] = await Promise.all([
        targets(m.client, p.number, { takeProfit: '55000.00', stopLoss: '47000.00' }),
        close(m.client, p.number),
      ]);
      expect(closed.status).toBe(200);
      expect([200, 409]).toContain(edit.status);
      expect((await positionRow(app, p.number)).status).toBe('closed');
    }
    expect(await walletCents(m.client)).toBe(await expectedWallet(m.uid, start));
  });

  it('two orders on two symbols at once that the wallet pays only one of: one opens, one is told', async () => {
    const m = await funded('150.00');
    // Each: margin 100.00 at 10×, fee 1.00.
    const answers = await Promise.all([open(m.client), open(m.client, { symbol: 'ETH' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await walletCents(m.client)).toBe(15_000n - 10_100n);
    const [opened] = answers.filter((a) => a.status === 201);
    expect((await close(m.client, opened?.body.number ?? '')).status).toBe(200);
  });

  it('an operator disabling a symbol while orders come in: no order after the switch opens, the money adds up', async () => {
    const m = await funded('5000.00');
    const start = await walletCents(m.client);
    const disable = { enabled: false, spreadBp: 5, feeBp: 10, maxLeverage: 100 };
    try {
      // Orders keep coming every few milliseconds; the switch goes out among them.
      let switchedAt = Number.POSITIVE_INFINITY;
      const orders: Promise<{ sentAt: number; res: Reply<Position> }>[] = [];
      let switched: Promise<Reply> | undefined;
      for (let i = 0; i < 24; i++) {
        if (i === 6) {
          switched = operator.request('PUT', '/api/admin/trading/symbols/ETH', disable).then((r) => {
            switchedAt = performance.now();
            return r;
          });
        }
        const sentAt = performance.now();
        orders.push(open(m.client, { symbol: 'ETH', amount: '50.00' }).then((res) => ({ sentAt, res })));
        await new Promise((r) => setTimeout(r, 4));
      }
      const answers = await Promise.all(orders);
      expect((await switched)?.status).toBe(200);
      for (const { sentAt, res } of answers) {
        expect([201, 400]).toContain(res.status);
        // Sent once the switch was answered: refused, always.
        if (sentAt > switchedAt) expect(res.status).toBe(400);
        if (res.status === 400) {
          expect(res.body).toMatchObject({ error: { message: 'ETH is closed for trading at the moment' } });
        }
      }
      expect(answers.some(({ sentAt }) => sentAt > switchedAt)).toBe(true);
      const after = await open(m.client, { symbol: 'ETH', amount: '50.00' });
      expectRefusal(after, 400, 'after the switch');
      const openedCount = answers.filter((a) => a.res.status === 201).length;
      expect(await openList(m.client)).toHaveLength(openedCount);
      // Margin 50.00 at 10×: notional 500.00, fee 0.50 each.
      expect(await walletCents(m.client)).toBe(start - BigInt(openedCount) * 5_050n);
      // Open positions of a disabled symbol still close.
      for (const p of await openList(m.client)) expect((await close(m.client, p.number)).status).toBe(200);
      expect(await walletCents(m.client)).toBe(await expectedWallet(m.uid, start));
    } finally {
      await operator.request('PUT', '/api/admin/trading/symbols/ETH', { ...disable, enabled: true });
    }
  });
});

describe('idempotency', () => {
  // Found by an outside review, fixed since: a refusal is an answer too (ARCHITECTURE.md, "Idempotency, twice"), and an order the
  // wallet could not pay at its COMMIT is replayed as 422 (positions.test.ts). An order refused by
  // the route's precheck for the same reason is not stored: retried under its key after a top-up,
  // it opens a position (201, not replayed). Which check saw the wallet short decides the retry.
  it('an order refused for want of money is refused again when retried under its key', async () => {
    const m = await funded('50.00');
    const k = key();
    const first = await open(m.client, {}, k);
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    await credit(operator, m.uid, '1000.00');
    const retry = await open(m.client, {}, k);
    expect(retry.status, JSON.stringify(retry.body)).toBe(422);
    expect(retry.body).toEqual(first.body);
    expect(await openList(m.client)).toEqual([]);
    expect(await walletCents(m.client)).toBe(105_000n);
  });

  it('one order sent five times at once under one key: one position, money moved once', async () => {
    const m = await funded();
    const start = await walletCents(m.client);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(m.client, {}, k)));
    const ok = answers.filter((a) => a.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    for (const a of ok) expect(a.body).toEqual(ok[0]?.body);
    const listed = await openList(m.client);
    expect(listed.map((p) => p.number)).toEqual([ok[0]?.body.number]);
    expect(await walletCents(m.client)).toBe(start - 10_100n);
    // A later retry answers the same position; another body under the key is refused.
    const retry = await open(m.client, {}, k);
    expect(retry.body).toEqual(ok[0]?.body);
    expectRefusal(await open(m.client, { side: 'short' }, k), 422, 'other side');
    expectRefusal(await open(m.client, { leverage: 9 }, k), 422, 'other leverage');
    expect(await openList(m.client)).toHaveLength(1);
    expect(await walletCents(m.client)).toBe(start - 10_100n);
    expect((await close(m.client, listed[0]?.number ?? '')).status).toBe(200);
  });

  it('one key used to close two positions: the second is refused and stays open', async () => {
    const m = await funded();
    const a = (await open(m.client)).body;
    const b = (await open(m.client)).body;
    const k = key();
    expect((await close(m.client, a.number, k)).status).toBe(200);
    const wallet = await walletCents(m.client);
    expectRefusal(await close(m.client, b.number, k), 422, 'same key, other position');
    expect(await positionRow(app, b.number)).toMatchObject({ status: 'open' });
    expect(await walletCents(m.client)).toBe(wallet);
    expect((await close(m.client, b.number)).status).toBe(200);
  });
});

// A feed that goes quiet: each symbol turns delayed 300 ms after its last tick.
describe('while the price is delayed', () => {
  let quiet: TestApp;
  let quietOperator: Client;
  const quietFeed = new ManualFeed({ delayedAfterMs: 300 });
  beforeAll(async () => {
    quiet = await startTestApp({}, { prices: quietFeed });
    quietOperator = await signedInOperator(quiet);
  });
  afterAll(() => quiet.stop());

  it('targets and an operator close are refused with 409 and change nothing; live again, they go through', async () => {
    const m = await signedInMember(quiet);
    await credit(quietOperator, m.uid, '1000.00');
    await quietFeed.push([btc('50000.00')]);
    const p = (await open(m.client, { stopLoss: '48000.00' })).body;
    const wallet = await walletCents(m.client);
    await new Promise((r) => setTimeout(r, 450));
    expect(quiet.ctx.prices.status('BTC')).toBe('delayed');
    const edit = await targets(m.client, p.number, { takeProfit: '60000.00', stopLoss: '49000.00' });
    expectRefusal(edit, 409, 'targets while delayed');
    expect(edit.body).toMatchObject({ error: { message: expect.stringMatching(/BTC prices are delayed/) } });
    const byOperator = await quietOperator.request(
      'POST',
      `/api/admin/trading/positions/${p.number}/close`,
      { reason: 'Risk limit reached' },
      { 'idempotency-key': key() },
    );
    expectRefusal(byOperator, 409, 'operator close while delayed');
    expect(await openList(m.client)).toEqual([{ ...p }]);
    expect(await walletCents(m.client)).toBe(wallet);
    await quietFeed.push([btc('50000.00')]);
    expect((await targets(m.client, p.number, { takeProfit: '60000.00', stopLoss: '49000.00' })).status).toBe(200);
    expect((await close(m.client, p.number)).status).toBe(200);
    await expectLedgerSound(quiet);
  });
});
