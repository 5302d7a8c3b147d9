import type { ApiError, RegisterResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, latestLink, newMember, signedInMember, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const fieldErrors = (body: unknown) => (body as ApiError).error.details?.fieldErrors ?? {};

describe('registration', () => {
  it('creates an unverified member and mails a verification link', async () => {
    const input = newMember({ currency: 'EUR' });
    const res = await app.client().post<RegisterResponse>('/api/account/register', input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: input.email, referrerRecorded: false });
    expect(await latestLink(app, input.email)).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    const user = await app.ctx.db
      .selectFrom('user')
      .select(['emailVerified', 'currency', 'firstName', 'name', 'userTrading', 'userBlock'])
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      emailVerified: false,
      currency: 'EUR',
      firstName: 'Ada',
      name: 'Ada Lovelace',
      userTrading: false,
      userBlock: false,
    });
  });

  it('answers every bad field with its own message and creates nothing', async () => {
    const before = await countRows(app, 'user');
    const res = await app.client().post('/api/account/register', {
      firstName: '',
      lastName: ' ',
      userName: 'a!',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: '',
      currency: 'GBP',
    });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.code).toBe('VALIDATION_FAILED');
    const errors = fieldErrors(res.body);
    expect(errors.firstName).toEqual(['Enter your first name']);
    expect(errors.lastName).toEqual(['Enter your last name']);
    expect(errors.userName).toContain('User name must be at least 3 characters');
    expect(errors.userName).toContain('Use only letters, digits, dots and underscores');
    expect(errors.email).toEqual(['Enter a valid e-mail address']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
    expect(errors.confirmPassword).toEqual(['Confirm your password']);
    expect(errors.currency).toEqual(['Choose a currency']);
    expect(await countRows(app, 'user')).toBe(before);
  });

  it('refuses a confirmation that does not match', async () => {
    const res = await app.client().post('/api/account/register', newMember({ confirmPassword: 'Something-else-1' }));
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ confirmPassword: ['Passwords do not match'] });
    // Said at once, together with the other bad fields, not on a second submit.
    const both = await app
      .client()
      .post('/api/account/register', newMember({ firstName: '', confirmPassword: 'Something-else-1' }));
    expect(fieldErrors(both.body)).toEqual({
      firstName: ['Enter your first name'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('refuses a missing body and a body that is not JSON', async () => {
    const client = app.client();
    expect((await client.request('POST', '/api/account/register')).status).toBe(400);
    const res = await client.request('POST', '/api/account/register', Buffer.from('{nope'), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.message).toBeTruthy();
  });

  it('treats user names and e-mails as unique in any case', async () => {
    const first = newMember();
    expect((await app.client().post('/api/account/register', first)).status).toBe(201);
    const before = await countRows(app, 'user');

    // A taken e-mail is answered as a new one (see test/security/enumeration.test.ts); nothing is made.
    const sameEmail = newMember({ email: first.email.toUpperCase() });
    const res1 = await app.client().post('/api/account/register', sameEmail);
    expect(res1.status).toBe(201);

    const sameUserName = newMember({ userName: first.userName.toUpperCase() });
    const res2 = await app.client().post('/api/account/register', sameUserName);
    expect(res2.status).toBe(409);
    expect(fieldErrors(res2.body)).toEqual({ userName: ['This user name is taken'] });

    const both = newMember({ userName: first.userName, email: first.email });
    expect(fieldErrors((await app.client().post('/api/account/register', both)).body)).toEqual({
      userName: ['This user name is taken'],
    });
    expect(await countRows(app, 'user')).toBe(before);
  });

  it('records the referrer named by the referral link, in any case', async () => {
    const referrer = await signedInMember(app);
    const lookup = await app.client().get(`/api/account/referrer/${referrer.input.userName.toUpperCase()}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ userName: referrer.input.userName, fullName: 'Ada Lovelace' });

    const input = newMember({ referrer: referrer.input.userName.toUpperCase() });
    const res = await app.client().post<RegisterResponse>('/api/account/register', input);
    expect(res.status).toBe(201);
    expect(res.body.referrerRecorded).toBe(true);
    const row = await app.ctx.db
      .selectFrom('user')
      .select('referrerId')
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(row.referrerId).toBe(referrer.uid);
  });

  it('registers without a referrer when the referral name is unknown', async () => {
    expect((await app.client().get('/api/account/referrer/nobody_at_all')).status).toBe(404);
    const input = newMember({ referrer: 'nobody_at_all' });
    const res = await app.client().post<RegisterResponse>('/api/account/register', input);
    expect(res.status).toBe(201);
    expect(res.body.referrerRecorded).toBe(false);
  });
});
