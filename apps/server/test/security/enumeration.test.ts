import type { ApiError, RegisterResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, newMember, signedInMember, startTestApp, type TestApp } from '../harness.js';

/**
 * Issue 16.7: registration and sign-in told a member's address from a stranger's (409 "already
 * registered"; an unknown login answered faster). Both answer alike now, in body and in time.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    // The timing runs send many failures from one address at one account: no lockout here.
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '1000',
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '1000',
    SIGN_IN_RATE_LIMIT_MAX: '1000',
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

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
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

  it('takes the same time for a taken and a new address (median of 20, within 20%)', async () => {
    const owner = await signedInMember(app);
    const takenTimes: number[] = [];
    const freshTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      // Interleaved, so a slow moment of the machine falls on both kinds.
      const [t1, r1] = await timed(() =>
        app.client().post('/api/account/register', newMember({ email: owner.input.email })),
      );
      const [t2, r2] = await timed(() => app.client().post('/api/account/register', newMember()));
      expect([r1.status, r2.status]).toEqual([201, 201]);
      takenTimes.push(t1);
      freshTimes.push(t2);
    }
    const [a, b] = [median(takenTimes), median(freshTimes)];
    expect(Math.abs(a - b) / Math.max(a, b), `taken ${a.toFixed(1)} ms, new ${b.toFixed(1)} ms`).toBeLessThan(0.2);
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

  it('takes the same time for an unknown login and a known one with a wrong password (median of 20, within 20%)', async () => {
    const member = await signedInMember(app);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [t1, r1] = await timed(() =>
        app.client().post('/api/account/sign-in', { login: member.input.email, password: `Wrong-Pass-${i}` }),
      );
      const [t2, r2] = await timed(() =>
        app.client().post('/api/account/sign-in', { login: `nobody.${i}@example.com`, password: `Wrong-Pass-${i}` }),
      );
      expect([r1.status, r2.status]).toEqual([401, 401]);
      knownTimes.push(t1);
      unknownTimes.push(t2);
    }
    const [a, b] = [median(knownTimes), median(unknownTimes)];
    expect(Math.abs(a - b) / Math.max(a, b), `known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(0.2);
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
