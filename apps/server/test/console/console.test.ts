import type {
  ConsoleQueues,
  DailyFigure,
  DepositInvoice,
  Funnel,
  MemberChat,
  MemberFunds,
  MemberInvestments,
  MemberKyc,
  MemberMoney,
  MemberPositions,
  MemberSessions,
} from '@member-area/shared';
import { MEMBER_360_ROWS, QUEUE_COUNT_CAP, queueCountLabel } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queuesQuery } from '../../src/modules/console/queues.js';
import { ManualFeed } from '../../src/modules/prices/index.js';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { newPackage } from '../investments/investment-helpers.js';
import { openLive } from '../live-client.js';
import { credit, decide, newDeposit, payoutReadyMember, withdraw } from '../money/money-helpers.js';
import { close, open, positionRow } from '../trading/trading-helpers.js';

// The operator console on one app: the dashboard's figures from rows made through the real
// routes (exact numbers), the queues' counts and their live push, the funnel from the events the
// triggers recorded plus seeded ones, member 360's tabs and who may read them.
let app: TestApp;
let operator: Client;
let baseUrl: string;
const feed = new ManualFeed();
const today = new Date().toISOString().slice(0, 10);
type Member = Awaited<ReturnType<typeof signedInMember>>;
let m1: Member;
let m2: Member;
let m3: Member;
let pendingDeposit: DepositInvoice;
let tradeNumber = '';

beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  operator = await signedInOperator(app);
  await feed.push([{ symbol: 'BTC', price: '50000.00' }]);
}, 60_000);
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

const approve = async (slug: string) => {
  const res = await decide(operator, `/api/admin/deposits/${slug}/approve`);
  expect(res.status).toBe(200);
};
const figure = async (name: string, days = '7') => {
  const res = await operator.get<DailyFigure>(`/api/admin/console/figures/${name}?days=${days}`);
  expect(res.status, name).toBe(200);
  return res.body;
};

describe('dashboard figures', () => {
  it('counts each day exactly from the rows made through the routes, every day of the range present', async () => {
    expect((await figure('members')).total).toEqual({ count: 0, amount: '0.00' });

    m1 = await signedInMember(app);
    m2 = await signedInMember(app);
    m3 = await signedInMember(app);
    await approve((await newDeposit(m1.client, '100.00')).slug);
    await approve((await newDeposit(m2.client, '50.25')).slug);
    pendingDeposit = await newDeposit(m3.client, '10.00'); // pending: not a deposit yet
    const payee = await payoutReadyMember(app, operator, '500.00');
    const w = await withdraw(payee.client, '40.00');
    expect(w.status).toBe(201);
    expect((await decide(operator, `/api/admin/withdrawals/${w.body.slug}/approve`)).status).toBe(200);
    const paid = await decide(operator, `/api/admin/withdrawals/${w.body.slug}/mark-paid`, {
      payoutReference: 'REF-1',
    });
    expect(paid.status).toBe(200);

    const pkg = await newPackage(operator);
    const inv = await m1.client.request(
      'POST',
      '/api/investments',
      { package: pkg.slug, amount: '60.00' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(inv.status).toBe(201);

    await sql`update "user" set "userTrading" = true where id = ${m1.uid}`.execute(app.ctx.db);
    const opened = await open(m1.client, { amount: '20.00', leverage: 5 });
    expect(opened.status).toBe(201);
    tradeNumber = opened.body.number;
    await feed.push([{ symbol: 'BTC', price: '51000.00' }]);
    expect((await close(m1.client, tradeNumber)).status).toBe(200);
    const row = await positionRow(app, tradeNumber);

    for (const path of ['/', '/wallet']) {
      expect((await m1.client.post('/api/analytics/page-views', { path })).status).toBe(200);
    }

    const members = await figure('members');
    expect(members.points).toHaveLength(7);
    expect(members.points.at(-1)).toEqual({ day: today, count: 4, amount: '0.00' });
    expect(members.points.slice(0, 6).every((p) => p.count === 0)).toBe(true);
    expect((await figure('members', '90')).points).toHaveLength(90);
    expect((await figure('deposits')).total).toEqual({ count: 2, amount: '150.25' });
    expect((await figure('withdrawals')).total).toEqual({ count: 1, amount: '40.00' });
    expect((await figure('invested')).total).toEqual({ count: 1, amount: '60.00' });
    expect((await figure('profit')).total).toEqual({ count: 0, amount: '0.00' });
    const cents = (n: bigint) => (Number(n) / 100).toFixed(2);
    expect((await figure('trading')).total).toEqual({ count: 1, amount: cents(BigInt(row.notional)) });
    const platform = await figure('platformPl');
    expect(platform.total).toEqual({ count: 1, amount: cents(BigInt(row.fee) - BigInt(row.pl ?? 0)) });
    expect((await figure('pageViews')).points.at(-1)).toEqual({ day: today, count: 2, amount: '0.00' });
  }, 60_000);

  it('refuses an unknown figure or range with 400', async () => {
    expect((await operator.get('/api/admin/console/figures/salaries?days=7')).status).toBe(400);
    expect((await operator.get('/api/admin/console/figures/members?days=12')).status).toBe(400);
  });

  it('a page view needs a plain path and a signed-in member', async () => {
    expect((await m1.client.post('/api/analytics/page-views', { path: '/wallet?email=a@b.c' })).status).toBe(400);
    expect((await app.client().post('/api/analytics/page-views', { path: '/' })).status).toBe(401);
  });
});

describe('queues', () => {
  it('counts what waits and pushes the new counts to operators, never to members', async () => {
    const counts = await operator.get<ConsoleQueues>('/api/admin/console/queues');
    expect(counts.body).toEqual({ deposits: 1, withdrawals: 0, kyc: 0, positions: 0 });

    const opsLive = await openLive(baseUrl, operator);
    const memberLive = await openLive(baseUrl, m3.client);
    await opsLive.next((m) => m.topic === 'queues');
    await newDeposit(m3.client, '12.00');
    const pushed = await opsLive.next((m) => m.topic === 'queues' && m.data.deposits === 2);
    expect(pushed.data).toEqual({ deposits: 2, withdrawals: 0, kyc: 0, positions: 0 });
    const cancel = await m3.client.request(
      'POST',
      `/api/deposits/${pendingDeposit.slug}/cancel`,
      {},
      {
        'idempotency-key': crypto.randomUUID(),
      },
    );
    expect(cancel.status).toBe(200);
    await opsLive.next((m) => m.topic === 'queues' && m.data.deposits === 1);
    expect(memberLive.messages.some((m) => m.topic === 'queues')).toBe(false);
    opsLive.close();
    memberLive.close();
  });

  it('stops each count at its cap, so a count costs the same at any size', async () => {
    await newDeposit(m3.client, '13.00');
    const exact = await operator.get<ConsoleQueues>('/api/admin/console/queues');
    expect(exact.body.deposits).toBe(2);
    // The route's query with a cap of 1: two pending deposits count as the cap, not more.
    expect(Number((await queuesQuery(app.ctx.db, 1).executeTakeFirstOrThrow()).deposits)).toBe(1);
    expect(queueCountLabel(QUEUE_COUNT_CAP)).toBe('1,000+');
    expect(queueCountLabel(QUEUE_COUNT_CAP - 1)).toBe('999');
  });
});

describe('funnel', () => {
  /** The member's key events as the triggers recorded them, by name. */
  const keyEventsOf = async (memberId: string) =>
    (
      await app.ctx.db
        .selectFrom('analytics_event')
        .select('name')
        .where('member_id', '=', memberId)
        .where('name', '<>', 'page_view')
        .orderBy('name')
        .execute()
    ).map((e) => e.name);

  it('follows the members registered in the range through each key event, once each, with sources', async () => {
    // Recorded by the triggers: 4 registered and verified, m1 and m2 deposited, m1 invested and
    // traded. A second paid deposit of m1 records nothing more.
    await approve((await newDeposit(m1.client, '15.00')).slug);
    expect(await keyEventsOf(m1.uid)).toEqual([
      'first_deposit',
      'first_investment',
      'first_trade',
      'registered',
      'verified',
    ]);
    // Seeded: one by a referral link today, registered only; one 100 days ago with every step.
    const old = new Date(Date.now() - 100 * 86_400_000);
    await app.ctx.db
      .insertInto('analytics_event')
      .values([
        { name: 'registered', member_id: 'seed-ref', source: 'referral' },
        { name: 'registered', member_id: 'seed-old', source: 'direct', created_at: old },
        { name: 'verified', member_id: 'seed-old', created_at: old },
        { name: 'first_deposit', member_id: 'seed-old', created_at: old },
        { name: 'page_view', member_id: 'seed-ref', path: '/' },
        // Credited by an operator, verified and traded without a deposit or an investment: counted
        // as registered and verified, and not past "First deposit" (an ordered funnel).
        { name: 'registered', member_id: 'seed-skip', source: 'direct' },
        { name: 'verified', member_id: 'seed-skip' },
        { name: 'first_trade', member_id: 'seed-skip' },
      ])
      .execute();

    const week = await operator.get<Funnel>('/api/admin/console/funnel?days=7');
    expect(week.status).toBe(200);
    expect(week.body.steps.map((s) => [s.event, s.members, s.conversion])).toEqual([
      ['registered', 6, null],
      ['verified', 5, 83.3],
      ['first_deposit', 2, 40],
      ['first_investment', 1, 50],
      ['first_trade', 1, 100],
    ]);
    expect(week.body.sources).toEqual({ referral: 1, direct: 5 });
    const quarter = await operator.get<Funnel>('/api/admin/console/funnel?days=90');
    expect(quarter.body.steps[0]?.members).toBe(6);
  });

  it('writes nothing for a key event the member has already (the trigger on every trade stays cheap)', async () => {
    const trader = await signedInMember(app);
    await credit(operator, trader.uid, '100.00');
    const trade = async () => expect((await open(trader.client, { amount: '10.00', leverage: 2 })).status).toBe(201);
    await trade(); // the first trade: recorded
    // Three more between two page views: an insert attempted and dropped by ON CONFLICT would
    // still draw an identity value in between.
    const view = async () =>
      (
        await app.ctx.db
          .insertInto('analytics_event')
          .values({ name: 'page_view', member_id: trader.uid, path: '/trade' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const before = await view();
    for (let i = 0; i < 3; i++) await trade();
    expect(Number(await view()) - Number(before)).toBe(1);
    expect(await keyEventsOf(trader.uid)).toEqual(['first_trade', 'registered', 'verified']);
  });
});

describe('member 360', () => {
  it('reads each tab of one member, exactly', async () => {
    const base = `/api/admin/console/members/${m1.uid}`;
    const funds = await operator.get<MemberFunds>(`${base}/funds`);
    expect(funds.status).toBe(200);
    const wallet = await app.ctx.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('owner_id', '=', m1.uid)
      .where('kind', '=', 'wallet')
      .executeTakeFirstOrThrow();
    expect(funds.body.accounts.find((a) => a.kind === 'wallet')?.balance).toBe(
      (Number(wallet.balance) / 100).toFixed(2),
    );
    expect(funds.body.accounts.find((a) => a.kind === 'invested')?.balance).toBe('60.00');
    expect(funds.body.holds).toHaveLength(1); // the position's margin, posted at close
    const money = await operator.get<MemberMoney>(`${base}/money`);
    expect(money.body.deposits.map((d) => [d.amount, d.status])).toEqual([
      ['15.00', 'paid'],
      ['100.00', 'paid'],
    ]);
    // Numbered as the deposit desk numbers them, not by the link code.
    expect(money.body.deposits.every((d) => /^D-\d{6,}$/.test(d.number))).toBe(true);
    expect(money.body.withdrawals).toEqual([]);
    const investments = await operator.get<MemberInvestments>(`${base}/investments`);
    expect(investments.body.rows.map((r) => [r.amount, r.status])).toEqual([['60.00', 'active']]);
    // Calendar days as the member's page shows them, not a Date's text in the server's time zone.
    expect(investments.body.rows[0]?.startDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(investments.body.rows[0]?.endDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const positions = await operator.get<MemberPositions>(`${base}/positions`);
    expect(positions.body.rows.map((r) => [r.number, r.status])).toEqual([[tradeNumber, 'closed']]);
    expect((await operator.get<MemberKyc>(`${base}/kyc`)).body).toEqual({ rows: [] });
    const sessions = await operator.get<MemberSessions>(`${base}/sessions`);
    expect(sessions.body.sessions.length).toBeGreaterThanOrEqual(1);
    expect((await operator.get<MemberChat>(`${base}/chat`)).body).toEqual({ chatId: null, messages: [] });
  });

  it('cuts each list at the newest MEMBER_360_ROWS', async () => {
    const m = await signedInMember(app);
    const amounts = Array.from({ length: MEMBER_360_ROWS + 3 }, (_, i) => `${10 + i}.00`);
    // Each cancelled as it is made: a member keeps at most MAX_PENDING_DEPOSITS waiting.
    for (const amount of amounts) {
      const invoice = await newDeposit(m.client, amount);
      expect((await m.client.post(`/api/deposits/${invoice.slug}/cancel`)).status).toBe(200);
    }
    const money = await operator.get<MemberMoney>(`/api/admin/console/members/${m.uid}/money`);
    expect(money.body.deposits.map((d) => d.amount)).toEqual(amounts.slice(-MEMBER_360_ROWS).reverse());
  });

  it('shows the support thread, oldest first', async () => {
    const opened = await m2.client.get<{ chatId: string }>('/api/chat');
    const sent = await m2.client.post(`/api/chat/${opened.body.chatId}/messages`, { text: 'Hello support' });
    expect(sent.status).toBeLessThan(300);
    const chat = await operator.get<MemberChat>(`/api/admin/console/members/${m2.uid}/chat`);
    expect(chat.body.chatId).not.toBeNull();
    expect(chat.body.messages.map((m) => [m.text, m.fromMember])).toEqual([['Hello support', true]]);
  });

  it('anonymous 401, a member 404 (even their own), support 200, an unknown member or an operator 404', async () => {
    const tabs = ['funds', 'investments', 'positions', 'money', 'kyc', 'sessions', 'chat'];
    const support = await signedInMember(app);
    await sql`update "user" set role = 'support' where id = ${support.uid}`.execute(app.ctx.db);
    const admin = await app.ctx.db
      .selectFrom('user')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const operatorUid = admin.id;
    for (const tab of tabs) {
      const path = `/api/admin/console/members/${m1.uid}/${tab}`;
      expect((await app.client().get(path)).status, tab).toBe(401);
      expect((await m1.client.get(path)).status, tab).toBe(404);
      expect((await support.client.get(path)).status, tab).toBe(200);
      expect((await operator.get(`/api/admin/console/members/nobody/${tab}`)).status, tab).toBe(404);
      // An operator is no member: a support operator never reads an admin's sessions or funds.
      expect((await support.client.get(`/api/admin/console/members/${operatorUid}/${tab}`)).status, tab).toBe(404);
    }
    expect((await m1.client.get('/api/admin/console/queues')).status).toBe(404);
    expect((await support.client.get('/api/admin/console/funnel')).status).toBe(200);
  });
});

// Last: it registers members, which the funnel above counts.
describe('queues under a burst', () => {
  it('reaches the final counts after a burst, in increasing versions (the refreshes fold changes)', async () => {
    const before = (await operator.get<ConsoleQueues>('/api/admin/console/queues')).body.deposits;
    const members = await Promise.all(Array.from({ length: 8 }, () => signedInMember(app)));
    const opsLive = await openLive(baseUrl, operator);
    await opsLive.next((m) => m.topic === 'queues');
    await Promise.all(members.map((m) => newDeposit(m.client, '12.00')));
    await opsLive.next((m) => m.topic === 'queues' && m.data.deposits === before + 8);
    const versions = opsLive.messages.filter((m) => m.topic === 'queues').map((m) => m.v);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    opsLive.close();
  });
});

describe('the withdrawals queue', () => {
  it('counts a withdrawal until it is paid or rejected: approved, it still waits for an operator', async () => {
    const opsLive = await openLive(baseUrl, operator);
    await opsLive.next((m) => m.topic === 'queues');
    const payee = await payoutReadyMember(app, operator, '100.00');
    const w = await withdraw(payee.client, '20.00');
    await opsLive.next((m) => m.topic === 'queues' && m.data.withdrawals === 1);
    expect((await decide(operator, `/api/admin/withdrawals/${w.body.slug}/approve`)).status).toBe(200);
    expect((await operator.get<ConsoleQueues>('/api/admin/console/queues')).body.withdrawals).toBe(1);
    const rejected = await decide(operator, `/api/admin/withdrawals/${w.body.slug}/reject`, { reason: 'Bank refused' });
    expect(rejected.status).toBe(200);
    await opsLive.next((m) => m.topic === 'queues' && m.data.withdrawals === 0);
    opsLive.close();
  });
});
