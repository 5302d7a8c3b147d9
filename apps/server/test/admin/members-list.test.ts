import { MEMBER_COUNT_CAP, type MemberListResponse } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPageQuery } from '../../src/modules/profile/profile.repo.js';
import type { DB } from '../../src/platform/db/schema.js';
import { type Client, onPostgres, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { planOf } from '../query-plan.js';

let app: TestApp;
let operator: Client;
let db: Kysely<DB>;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
  db = app.database.db;
});
afterAll(() => app.stop());

/**
 * Members inserted in SQL (the list reads them like any others): `count` of them named
 * `${prefix}-<n>`, `createdAt` the given seconds ago each (several share one second, so the
 * id must break ties). Returns their ids.
 */
async function seed(prefix: string, count: number, secondsAgo: (i: number) => number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${String(i).padStart(6, '0')}`,
    name: `${prefix} member ${i}`,
    firstName: prefix,
    lastName: `member ${i}`,
    email: `${prefix}-${i}@example.org`,
    username: `${prefix}_${i}`,
    displayUsername: `${prefix}_${i}`,
    emailVerified: true,
    role: 'member',
    createdAt: new Date(Date.now() - secondsAgo(i) * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('user')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.map((r) => r.id);
}

const list = async (query: string) => {
  const res = await operator.get<MemberListResponse>(`/api/admin/members?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('members list paged by key', () => {
  it('walks every page once, newest first, forward and back, while members join', async () => {
    // 23 members over 8 distinct seconds (ties), a search makes them the whole list.
    const ids = await seed('walk', 23, (i) => 1000 + Math.floor(i / 3));
    const seen: string[] = [];
    let page = await list('q=walk&pageSize=5');
    expect(page).toMatchObject({ total: 23, totalExact: true, prev: null });
    seen.push(...page.rows.map((r) => r.uid));
    let joined = 0;
    while (page.next) {
      // Newer members arrive between pages: they belong before page 1 and shift no later page.
      await seed(`walk-new${joined++}`, 2, () => 0);
      const next = await list(`q=walk&pageSize=5&after=${page.next}`);
      expect(next.prev).toBe(next.rows[0]?.uid);
      seen.push(...next.rows.map((r) => r.uid));
      page = next;
    }
    expect(new Set(seen).size).toBe(seen.length); // no row twice
    const expected = [...(await sortedNewestFirst(ids))];
    expect(seen.filter((id) => ids.includes(id))).toEqual(expected); // none skipped, in order
    expect(seen.every((id) => ids.includes(id))).toBe(true); // the newcomers are not on later pages

    // Walking back from the last page gives the same pages, down to page 1 (prev null).
    const back: string[][] = [page.rows.map((r) => r.uid)];
    let at = page;
    while (at.prev) {
      at = await list(`q=walk&pageSize=5&before=${at.prev}`);
      back.unshift(at.rows.map((r) => r.uid));
    }
    // Back at page 1, which now starts with the newcomers: each member still once, in order.
    const flat = back.flat();
    expect(new Set(flat).size).toBe(flat.length);
    expect(flat.filter((id) => ids.includes(id))).toEqual(expected);
  });

  it('finds by part of a name, user name or e-mail, in any case, and refuses both directions at once', async () => {
    const [id] = await seed('Quixotic', 1, () => 50);
    expect((await list('q=XOTIC MEM')).rows.map((r) => r.uid)).toEqual([id]);
    expect((await list('q=quixotic_0')).rows.map((r) => r.uid)).toEqual([id]);
    expect((await list('q=QUIXOTIC-0@EXAMPLE')).rows.map((r) => r.uid)).toEqual([id]);
    expect(await list('q=nothing-matches-this')).toMatchObject({ rows: [], total: 0, next: null, prev: null });
    const both = await operator.get('/api/admin/members?after=a&before=b');
    expect(both.status).toBe(400);
  });

  it('stops counting past the cap and says so', async () => {
    await seed('many', MEMBER_COUNT_CAP + 5, (i) => 5000 + i);
    const searched = await list('q=many-&pageSize=3');
    expect(searched).toMatchObject({ total: MEMBER_COUNT_CAP, totalExact: false });
    expect(searched.rows).toHaveLength(3);
    // Without a search: counted up to the cap, or (once the table is analysed) estimated.
    expect(await list('pageSize=3')).toMatchObject({ total: MEMBER_COUNT_CAP, totalExact: false });
    await sql`analyze "user"`.execute(db);
    expect(await list('pageSize=3')).toMatchObject({ total: MEMBER_COUNT_CAP, totalExact: false });
  });

  it.runIf(onPostgres)('answers a search from the trigram indexes (PostgreSQL plan)', async () => {
    await sql`analyze "user"`.execute(db);
    for (const q of ['nothing-matches-this', 'many-1234']) {
      const page = memberPageQuery(db, { q, pageSize: 20 }).compile();
      const plan = await planOf(db, page, { seqscan: false });
      expect(plan, plan).toMatch(/Bitmap Index Scan on user_(name|username|email)_trgm_idx/);
      expect(plan, plan).not.toMatch(/Index Scan( Backward)? using user_createdAt/);
    }
  });
});

async function sortedNewestFirst(ids: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}
