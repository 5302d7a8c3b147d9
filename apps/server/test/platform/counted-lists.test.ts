import { randomUUID } from 'node:crypto';
import { type Position, SUPPORT_INBOX_PAGE_SIZE } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSupportInbox } from '../../src/modules/chat/chat.repo.js';
import { ManualFeed } from '../../src/modules/prices/index.js';
import { COUNT_AHEAD } from '../../src/platform/db/counted-page.js';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { newPackage } from '../investments/investment-helpers.js';
import { credit, newDeposit, payoutReadyMember, withdraw } from '../money/money-helpers.js';
import { close, open } from '../trading/trading-helpers.js';

// Every paged list counts its matches only COUNT_AHEAD past the page shown (issue 18: page 1 of
// a long list costs what page 1 of a short one does). Past that the total is a lower bound and
// `totalExact` false (the web shows "101+"); a page whose count reaches the list's end is exact.
let app: TestApp;
let operator: Client;
const feed = new ManualFeed();
beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  operator = await signedInOperator(app);
  await feed.push([{ symbol: 'BTC', price: '50000.00' }]);
});
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

type Page = { rows: unknown[]; total: number; totalExact: boolean };

/** Page 1 of one row counts to 1 + COUNT_AHEAD; a page of 100 counts the list of `n` exactly. */
async function expectCountedAhead(client: Client, path: string, n: number) {
  const join = path.includes('?') ? '&' : '?';
  const first = await client.get<Page>(`${path}${join}page=1&pageSize=1`);
  expect(first.status, path).toBe(200);
  expect(first.body, path).toMatchObject({ total: 1 + COUNT_AHEAD, totalExact: false });
  expect(first.body.rows).toHaveLength(1);
  const whole = await client.get<Page>(`${path}${join}page=1&pageSize=100`);
  expect(whole.body, path).toMatchObject({ total: n, totalExact: true });
  const last = await client.get<Page>(`${path}${join}page=${Math.ceil(n / 100)}&pageSize=100`);
  expect(last.body.rows, path).toHaveLength(n % 100 || 100);
}

type Keyed = Page & { page: number; next: string | null; prev: string | null };
type IdPage = Omit<Keyed, 'rows'> & { rows: { id: string }[] };

/**
 * Walks a keyed list with `next` to its end and back with `prev` to its start: every page is
 * the one offset paging gives (nothing repeated or skipped), and both ends say so (null keys).
 */
async function expectKeyedWalk(client: Client, path: string, idOf: (row: never) => string, pageSize: number) {
  const join = path.includes('?') ? '&' : '?';
  const ids = (p: Keyed) => p.rows.map((r) => idOf(r as never));
  const byOffset: string[][] = [];
  for (let page = 1; ; page++) {
    const got = await client.get<Keyed>(`${path}${join}page=${page}&pageSize=${pageSize}`);
    expect(got.status, path).toBe(200);
    if (got.body.rows.length === 0) break;
    byOffset.push(ids(got.body));
    if (got.body.rows.length < pageSize) break;
  }
  expect(byOffset.length, path).toBeGreaterThan(2);
  let at = (await client.get<Keyed>(`${path}${join}pageSize=${pageSize}`)).body;
  expect(at.prev, path).toBeNull();
  const forward = [ids(at)];
  const totals = [at];
  for (let page = 2; at.next; page++) {
    at = (await client.get<Keyed>(`${path}${join}page=${page}&pageSize=${pageSize}&after=${at.next}`)).body;
    expect(at.page).toBe(page);
    expect(at.total, path).toBeGreaterThanOrEqual((page - 1) * pageSize + at.rows.length);
    forward.push(ids(at));
    totals.push(at);
  }
  expect(forward, path).toEqual(byOffset);
  const back = [ids(at)];
  for (let page = forward.length - 1; at.prev; page--) {
    at = (await client.get<Keyed>(`${path}${join}page=${page}&pageSize=${pageSize}&before=${at.prev}`)).body;
    expect(at.page).toBe(page);
    if (totals[page - 1]?.totalExact) expect(at.total, `${path}, back to page ${page}`).toBe(totals[page - 1]?.total);
    back.unshift(ids(at));
  }
  expect(at.page).toBe(1);
  expect(back, path).toEqual(byOffset);
}

describe('paged lists count only a little past the page', () => {
  it("a member's trade history, and a filter of it", async () => {
    const m = await signedInMember(app);
    await credit(operator, m.uid, '1000.00');
    const n = COUNT_AHEAD + 5;
    for (let i = 0; i < n; i++) {
      const opened = await open(m.client, { amount: '1.00', leverage: 1 });
      expect(opened.status).toBe(201);
      expect((await close(m.client, (opened.body as Position).number)).status).toBe(200);
    }
    await expectCountedAhead(m.client, '/api/trading/history', n);
    await expectCountedAhead(m.client, '/api/trading/history?symbol=BTC&reason=member', n);
    await expectKeyedWalk(m.client, '/api/trading/history', (p: Position) => p.number, 20);
    // Another member's history is their own: short and exact.
    const other = await signedInMember(app);
    const theirs = await other.client.get<Page>('/api/trading/history');
    expect(theirs.body).toMatchObject({ rows: [], total: 0, totalExact: true });
  });

  it("the operators' audit log and ledger explorer", async () => {
    const n = COUNT_AHEAD + 30;
    const { id: actor } = await app.ctx.db
      .selectFrom('user')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    await sql`
      insert into audit_log (actor_id, action, target_type, details)
      select ${actor}, 'counted.list', 'test', '{}'::jsonb from generate_series(1, ${n})
    `.execute(app.ctx.db);
    await expectCountedAhead(operator, '/api/admin/audit?action=counted.list', n);
    await expectKeyedWalk(operator, '/api/admin/audit?action=counted.list', (e: { id: string }) => e.id, 25);

    // Movements between two platform accounts: listed by the explorer, no member's balance moved.
    await sql`
      insert into ledger_transfer (debit_account_id, credit_account_id, amount, kind, idempotency_key)
      select d.id, c.id, 1, 'investment.capital_retained', 'counted-list:' || g
      from ledger_account d, ledger_account c, generate_series(1, ${n}) g
      where d.owner_id is null and d.kind = 'adjustments' and c.owner_id is null and c.kind = 'fees'
    `.execute(app.ctx.db);
    await expectCountedAhead(operator, '/api/admin/ledger/transfers?kind=investment.capital_retained', n);
    await expectKeyedWalk(
      operator,
      '/api/admin/ledger/transfers?kind=investment.capital_retained',
      (t: { id: string }) => t.id,
      40,
    );
  });

  it("the money lists and the investments, the member's and the desk's, page by key", async () => {
    const m = await payoutReadyMember(app, operator, '1000.00');
    const pkg = await newPackage(operator);
    for (let i = 0; i < 7; i++) {
      await newDeposit(m.client, '50.00');
      expect((await withdraw(m.client, '10.00')).status).toBe(201);
      const invested = await m.client.request(
        'POST',
        '/api/investments',
        { package: pkg.slug, amount: '10' },
        { 'idempotency-key': randomUUID() },
      );
      expect(invested.status).toBe(201);
    }
    const byNumber = (r: { number: string }) => r.number;
    await expectKeyedWalk(m.client, '/api/deposits', byNumber, 2);
    await expectKeyedWalk(m.client, '/api/withdrawals', byNumber, 3);
    await expectKeyedWalk(m.client, '/api/investments', byNumber, 2);
    await expectKeyedWalk(operator, `/api/admin/deposits?member=${m.uid}&order=oldest`, byNumber, 3);
    await expectKeyedWalk(operator, `/api/admin/withdrawals?member=${m.uid}`, byNumber, 2);
    await expectKeyedWalk(operator, '/api/admin/investments', byNumber, 3);
    // A key is the list's own: another member's list after it shows only their own rows.
    const other = await signedInMember(app);
    const mine = await m.client.get<Keyed>('/api/deposits?pageSize=2');
    const theirs = await other.client.get<Keyed>(`/api/deposits?page=2&pageSize=2&after=${mine.body.next}`);
    expect(theirs.body).toMatchObject({ rows: [], next: null });
  });

  it('a page by key stays put when rows arrive ahead of it, and a bad key is refused', async () => {
    const { id: actor } = await app.ctx.db
      .selectFrom('user')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const seed = (n: number) =>
      sql`
        insert into audit_log (actor_id, action, target_type, details)
        select ${actor}, 'keyed.list', 'test', '{}'::jsonb from generate_series(1, ${n})
      `.execute(app.ctx.db);
    await seed(30);
    const path = '/api/admin/audit?action=keyed.list&pageSize=10';
    const first = await operator.get<IdPage>(path);
    const second = await operator.get<IdPage>(`${path}&page=2`);
    // Five entries newer than the page shown: the next page by key is still the one after it.
    await seed(5);
    const next = await operator.get<IdPage>(`${path}&page=2&after=${first.body.next}`);
    expect(next.body.rows.map((r) => r.id)).toEqual(second.body.rows.map((r) => r.id));
    const back = await operator.get<IdPage>(`${path}&page=1&before=${next.body.prev}`);
    expect(back.body.rows.map((r) => r.id)).toEqual(first.body.rows.map((r) => r.id));
    // Going back past the first page shown: the five new entries are page 1 now, the pager says so.
    expect(back.body.prev).not.toBeNull();
    expect(back.body.page).toBe(2);

    const key = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const bad of ['after=not-a-key', `after=${key([1])}`, `after=${key(['abc'])}`, `before=${key(['1', '2'])}`]) {
      const refused = await operator.get<{ error: { code: string; message: string } }>(`${path}&page=2&${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(JSON.stringify(refused.body), bad).toContain('This page of the list is out of date');
    }
    // A time that is no time, in the trade history's key (closed_at, id): refused, not a 500.
    const m = await signedInMember(app);
    const history = await m.client.get(`/api/trading/history?page=2&after=${key(['2026-02-30 10:00:00+00', '1'])}`);
    expect(history.status).toBe(400);
    const both = await operator.get(`${path}&page=2&after=${first.body.next}&before=${first.body.next}`);
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('Give either after or before, not both.');
  });

  it("the support inbox's threads, and its live state's", async () => {
    const n = COUNT_AHEAD + 30;
    const { support_user_id: support } = await app.ctx.db
      .selectFrom('settings')
      .select('support_user_id')
      .executeTakeFirstOrThrow();
    // n members who each wrote once, every third thread unread (seeded: 130 sign-ups is the suite's time).
    await sql`
      with members as (
        insert into "user" (id, name, "firstName", "lastName", email, "emailVerified", username, role)
        select 'inbox-' || i, 'Inbox ' || i, 'Inbox', 'Member ' || i, 'inbox' || i || '@example.org', true,
          'inbox_' || i, 'member'
        from generate_series(1, ${n}::int) i
        returning id
      ), threads as (
        insert into chat_thread (id, user_high, user_low)
        select greatest(m.id collate "C", ${support} collate "C") || least(m.id collate "C", ${support} collate "C"),
          greatest(m.id collate "C", ${support} collate "C"), least(m.id collate "C", ${support} collate "C")
        from members m
        returning id, case when user_high = ${support} then user_low else user_high end as member_id
      )
      insert into user_chat (user_id, chat_id, partner_id, date, last_message, unread)
      select ${support}, t.id, t.member_id, now(), 'hello', case when right(t.member_id, 1) in ('3', '6', '9') then 1 else 0 end
      from threads t
    `.execute(app.ctx.db);
    await expectCountedAhead(operator, '/api/admin/support/threads', n);
    const unread = await app.ctx.db
      .selectFrom('user_chat')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', support)
      .where('unread', '>', 0)
      .executeTakeFirstOrThrow();
    const page = await operator.get<Page & { unreadThreads: number }>('/api/admin/support/threads?pageSize=1');
    expect(page.body.unreadThreads).toBe(Number(unread.n));
    // The live state an operator's tab holds counts its first page and COUNT_AHEAD more.
    const { data } = await readSupportInbox(app.ctx.db);
    expect(data).toMatchObject({ total: SUPPORT_INBOX_PAGE_SIZE + COUNT_AHEAD, totalExact: false });
    expect(data.unreadThreads).toBe(Number(unread.n));
  });
});
