import type { DailyFigure, Funnel } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../src/modules/investments/index.js';
import { type Client, signedInOperator, startTestApp, type TestApp } from '../harness.js';

// The console's days are the brand's days (PROFIT_TIME_ZONE), the ones daily profit is paid by:
// with the brand on UTC+14, what happens a minute after local midnight belongs to the local day,
// which is still the day before in UTC.
const ZONE = 'Pacific/Kiritimati';
let app: TestApp;
let operator: Client;
let today: string;
let yesterday: string;

/** The instant `minutes` after (or before) the start of `day` in the brand's zone. */
const nearMidnight = async (day: string, minutes: number) => {
  const { rows } = await sql<{ at: Date }>`
    select (${day}::date::timestamp at time zone ${ZONE}) + make_interval(mins => ${minutes}) as at`.execute(
    app.ctx.db,
  );
  return new Date((rows[0] as { at: Date }).at);
};

beforeAll(async () => {
  app = await startTestApp({ PROFIT_TIME_ZONE: ZONE });
  operator = await signedInOperator(app);
  today = dayIn(ZONE, new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  yesterday = d.toISOString().slice(0, 10);
  const justAfter = await nearMidnight(today, 1);
  const justBefore = await nearMidnight(today, -1);
  await app.ctx.db
    .insertInto('analytics_event')
    .values([
      { name: 'page_view', member_id: 'early', path: '/', created_at: justAfter },
      { name: 'page_view', member_id: 'late', path: '/', created_at: justBefore },
      { name: 'registered', member_id: 'early', source: 'direct', created_at: justAfter },
      {
        name: 'registered',
        member_id: 'before-range',
        source: 'direct',
        created_at: await nearMidnight(today, -6 * 1440 - 1),
      },
      {
        name: 'registered',
        member_id: 'first-day',
        source: 'direct',
        created_at: await nearMidnight(today, -6 * 1440 + 1),
      },
    ])
    .execute();
}, 60_000);
afterAll(() => app.stop());

describe("the console's days are the brand's days", () => {
  it('dates each row by its day in PROFIT_TIME_ZONE, and says which zone', async () => {
    const res = await operator.get<DailyFigure>('/api/admin/console/figures/pageViews?days=7');
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe(ZONE);
    expect(res.body.today).toBe(today);
    const byDay = new Map(res.body.points.map((p) => [p.day, p.count]));
    expect(res.body.points.at(-1)?.day).toBe(today);
    // A minute after local midnight: today, though in UTC it is still the day before.
    expect(byDay.get(today)).toBe(1);
    expect(byDay.get(yesterday)).toBe(1);
  });

  it("starts the funnel's cohort at the first day's local midnight", async () => {
    const res = await operator.get<Funnel>('/api/admin/console/funnel?days=7');
    expect(res.status).toBe(200);
    // "early" (today) and "first-day" (a minute into the range's first day); not "before-range",
    // a minute before it.
    expect(res.body.steps[0]?.members).toBe(2);
  });
});
