import type { ApiError, RegisterResponse } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, newMember, type Reply, signedInMember, startTestApp, type TestApp } from '../harness.js';

/**
 * Issue 16.7: registration and sign-in told a member's address from a stranger's (409 "already
 * registered"; an unknown login answered faster). Every form that takes an address answers a
 * member's and a stranger's alike now, in body and in time (the cheaper case waits: EvenPace).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    // The timing runs send many failures from one address at one account: no lockout here.
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '1000',
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '1000',
    SIGN_IN_RATE_LIMIT_MAX: '1000',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(() => app.stop());

const mailsTo = (to: string) =>
  app.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'link'])
    .where('to_address', '=', to.toLowerCase())
    .orderBy('id')
    .execute();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function timed(work: () => Promise<Reply>): Promise<number> {
  const start = performance.now();
  const reply = await work();
  const took = performance.now() - start;
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
  return took;
}

/**
 * Makes every insert into `table` take `ms` longer while `work` runs, as on a busy database:
 * the dearer case's own work (what only it inserts) gets slower, and the cheaper case must
 * still answer as late. Without that, the two differ by a few percent on an idle machine,
 * and no test could tell a pace that is missing.
 */
async function withSlowInserts(table: string, ms: number, work: () => Promise<void>): Promise<void> {
  await sql`create function slow_insert() returns trigger language plpgsql as $$
    begin perform pg_sleep(${sql.lit(ms / 1000)}); return new; end $$`.execute(app.ctx.db);
  await sql`create trigger slow_insert before insert on ${sql.table(table)}
    for each row execute function slow_insert()`.execute(app.ctx.db);
  try {
    await work();
  } finally {
    await sql`drop trigger slow_insert on ${sql.table(table)}`.execute(app.ctx.db);
    await sql`drop function slow_insert()`.execute(app.ctx.db);
  }
}

type Case = readonly [name: string, send: (i: number) => Promise<Reply>];

/**
 * The cheaper case answers no sooner than the dearer one: its median over `runs` is at least
 * 80% of the dearer's. The runs are interleaved, so a slow moment of the machine falls on both
 * kinds. One-sided: what tells an address apart is the cheaper case answering early; a late
 * answer under load tells nothing.
 */
async function expectNoSooner([dearName, dear]: Case, [cheapName, cheap]: Case, runs = 20): Promise<void> {
  const dearTimes: number[] = [];
  const cheapTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    dearTimes.push(await timed(() => dear(i)));
    cheapTimes.push(await timed(() => cheap(i)));
  }
  const [d, c] = [median(dearTimes), median(cheapTimes)];
  expect(c / d, `${dearName} ${d.toFixed(1)} ms, ${cheapName} ${c.toFixed(1)} ms`).toBeGreaterThanOrEqual(0.8);
}

describe('registration', () => {
  it('answers a taken address exactly as a new one, creates nothing, and mails the owner', async () => {
    const owner = await signedInMember(app);
    const before = await countRows(app, 'user');
    const again = newMember({ email: owner.input.email.toUpperCase() });
    const fresh = newMember();
    const [takenRes, freshRes] = [
      await app.client().post<RegisterResponse>('/api/account/register', again),
      await app.client().post<RegisterResponse>('/api/account/register', fresh),
    ];
    expect(takenRes.status).toBe(201);
    expect(freshRes.status).toBe(201);
    expect(takenRes.body).toEqual({ email: again.email.toLowerCase(), referrerRecorded: false });
    expect(freshRes.body).toEqual({ email: fresh.email, referrerRecorded: false });
    expect(Object.keys(takenRes.headers).sort()).toEqual(Object.keys(freshRes.headers).sort());
    expect(await countRows(app, 'user')).toBe(before + 1);
    const mails = await mailsTo(owner.input.email);
    expect(mails.at(-1)).toEqual({
      subject: 'Someone tried to register with your e-mail at Aurum Capital',
      link: 'http://localhost:3000/forgot-password',
    });
    // The owner's password and account are untouched.
    expect(
      (await app.client().post('/api/account/sign-in', { login: owner.input.email, password: owner.input.password }))
        .status,
    ).toBe(200);
  });

  it('a referrer is recorded (or not) alike for a taken and a new address', async () => {
    const owner = await signedInMember(app);
    const referrer = await signedInMember(app);
    const taken = await app
      .client()
      .post<RegisterResponse>(
        '/api/account/register',
        newMember({ email: owner.input.email, referrer: referrer.input.userName }),
      );
    const fresh = await app
      .client()
      .post<RegisterResponse>('/api/account/register', newMember({ referrer: referrer.input.userName }));
    expect(taken.body.referrerRecorded).toBe(true);
    expect(fresh.body.referrerRecorded).toBe(true);
  });

  it('a taken user name is still said (user names are public: they are the referral links)', async () => {
    const owner = await signedInMember(app);
    const res = await app
      .client()
      .post<ApiError>('/api/account/register', newMember({ userName: owner.input.userName }));
    expect(res.status).toBe(409);
    expect(res.body.error.details?.fieldErrors).toEqual({ userName: ['This user name is taken'] });
  });

  it('answers a taken address no sooner than a new one (median of 20, at least 80%), a slow account insert too', async () => {
    const owner = await signedInMember(app);
    await withSlowInserts('user', 80, () =>
      expectNoSooner(
        ['new', () => app.client().post('/api/account/register', newMember())],
        ['taken', () => app.client().post('/api/account/register', newMember({ email: owner.input.email }))],
      ),
    );
  }, 120_000);
});

describe('sign-in', () => {
  it('answers an unknown login exactly as a known one with a wrong password', async () => {
    const member = await signedInMember(app);
    const known = await app
      .client()
      .post<ApiError>('/api/account/sign-in', { login: member.input.email, password: 'Wrong-Pass-123' });
    const unknown = await app
      .client()
      .post<ApiError>('/api/account/sign-in', { login: 'nobody.at.all@example.com', password: 'Wrong-Pass-123' });
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses an unknown login no sooner than a known one with a wrong password (median of 20, at least 80%), a slow history insert too', async () => {
    const member = await signedInMember(app);
    await withSlowInserts('sign_in_event', 60, () =>
      expectNoSooner(
        [
          'known',
          (i) => app.client().post('/api/account/sign-in', { login: member.input.email, password: `Wrong-${i}` }),
        ],
        [
          'unknown',
          (i) =>
            app.client().post('/api/account/sign-in', { login: `nobody.${i}@example.com`, password: `Wrong-${i}` }),
        ],
      ),
    );
  }, 120_000);
});

describe('password reset and a resent verification link', () => {
  it('answers a reset link for an unknown address no sooner than for a member (median of 20, at least 80%), a slow link insert too', async () => {
    const member = await signedInMember(app);
    await withSlowInserts('verification', 40, () =>
      expectNoSooner(
        ['member', () => app.client().post('/api/account/forgot-password', { email: member.input.email })],
        ['unknown', (i) => app.client().post('/api/account/forgot-password', { email: `nobody.${i}@example.com` })],
      ),
    );
  }, 120_000);

  it('answers a resent link for an unknown address no sooner than for an unverified one (median of 5, at least 80%)', async () => {
    const waiting = newMember();
    expect((await app.client().post('/api/account/register', waiting)).status).toBe(201);
    // Better Auth answers this one no sooner than 500 ms whatever the address: 5 runs tell.
    await expectNoSooner(
      ['unverified', () => app.client().post('/api/account/resend-verification', { email: waiting.email })],
      ['unknown', (i) => app.client().post('/api/account/resend-verification', { email: `nobody.${i}@example.com` })],
      5,
    );
  }, 120_000);
});

describe('the referrer lookup of /register/:slug', () => {
  it('stays, and is rate-limited', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_MAX: '5' });
    try {
      const referrer = await signedInMember(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push((await limited.client().get(`/api/account/referrer/${referrer.input.userName}`)).status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
