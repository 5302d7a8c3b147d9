import type { ApiError } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, latestLink, signedInMember, startTestApp, type TestApp, tokenOf } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const mailCount = async () =>
  Number(
    (
      await app.ctx.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('forgot and reset password', () => {
  it('answers the same whether or not the address exists, and mails only a real member', async () => {
    const { input } = await signedInMember(app);
    const before = await mailCount();
    const known = await app.client().post('/api/account/forgot-password', { email: input.email });
    const unknown = await app.client().post('/api/account/forgot-password', { email: 'nobody@example.com' });
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    expect(await mailCount()).toBe(before + 1);
    expect(await latestLink(app, input.email)).toMatch(/\/reset-password\?token=/);
  });

  it('sets the new password through the mailed link, ends old sessions, and works only once', async () => {
    const { input, client: oldSession } = await signedInMember(app);
    await app.client().post('/api/account/forgot-password', { email: input.email });
    const token = tokenOf(await latestLink(app, input.email));

    const mismatch = await app
      .client()
      .post('/api/account/reset-password', { token, newPassword: 'New-Secret-42', confirmPassword: 'Other-42xx' });
    expect(mismatch.status).toBe(400);

    const ok = await app
      .client()
      .post('/api/account/reset-password', { token, newPassword: 'New-Secret-42', confirmPassword: 'New-Secret-42' });
    expect(ok.status).toBe(200);
    expect((await oldSession.get('/api/profile')).status).toBe(401);

    const again = await app
      .client()
      .post('/api/account/reset-password', { token, newPassword: 'Another-42x', confirmPassword: 'Another-42x' });
    expect(again.status).toBe(400);
    expect((again.body as ApiError).error.code).toBe('INVALID_TOKEN');

    const oldPass = await app.client().post('/api/account/sign-in', { login: input.email, password: input.password });
    expect(oldPass.status).toBe(401);
    const newPass = await app.client().post('/api/account/sign-in', { login: input.email, password: 'New-Secret-42' });
    expect(newPass.status).toBe(200);
  });
});

describe('change password', () => {
  it('needs the right current password and changes nothing otherwise', async () => {
    const { client, input } = await signedInMember(app);
    const res = await client.post('/api/account/change-password', {
      currentPassword: 'Wrong-current-1',
      newPassword: 'Brand-New-77',
      confirmPassword: 'Brand-New-77',
    });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.details?.fieldErrors).toEqual({
      currentPassword: ['Current password is incorrect'],
    });
    const still = await app.client().post('/api/account/sign-in', { login: input.email, password: input.password });
    expect(still.status).toBe(200);
  });

  it('validates the new password and its confirmation', async () => {
    const { client, input } = await signedInMember(app);
    const res = await client.post('/api/account/change-password', {
      currentPassword: input.password,
      newPassword: 'short',
      confirmPassword: 'different',
    });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.details?.fieldErrors?.newPassword).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it('keeps this session, signs out every other one, and requires a session', async () => {
    const { client, input, uid } = await signedInMember(app);
    const otherTab = app.client();
    await otherTab.post('/api/account/sign-in', { login: input.email, password: input.password });
    expect((await otherTab.get('/api/profile')).status).toBe(200);

    const res = await client.post('/api/account/change-password', {
      currentPassword: input.password,
      newPassword: 'Brand-New-77',
      confirmPassword: 'Brand-New-77',
    });
    expect(res.status).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(200);
    expect((await otherTab.get('/api/profile')).status).toBe(401);
    const sessions = await app.ctx.db.selectFrom('session').select('id').where('userId', '=', uid).execute();
    expect(sessions).toHaveLength(1);

    const anonymous = await app.client().post('/api/account/change-password', {
      currentPassword: 'x',
      newPassword: 'Brand-New-77',
      confirmPassword: 'Brand-New-77',
    });
    expect(anonymous.status).toBe(401);
    expect(await countRows(app, 'session')).toBeGreaterThan(0);
  });

  it('a reset lets the owner back in when strangers locked the account with wrong passwords', async () => {
    const { input } = await signedInMember(app);
    for (let i = 0; i < app.ctx.config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT; i++) {
      await app.client().post('/api/account/sign-in', { login: input.userName, password: 'Guessing-123' });
    }
    const locked = await app.client().post('/api/account/sign-in', { login: input.email, password: input.password });
    expect(locked.status).toBe(429);
    expect((locked.body as ApiError).error.message).toMatch(/or reset your password/);

    await app.client().post('/api/account/forgot-password', { email: input.email });
    const token = tokenOf(await latestLink(app, input.email));
    const reset = await app
      .client()
      .post('/api/account/reset-password', { token, newPassword: 'Back-In-42x', confirmPassword: 'Back-In-42x' });
    expect(reset.status).toBe(200);
    const back = await app.client().post('/api/account/sign-in', { login: input.email, password: 'Back-In-42x' });
    expect(back.status).toBe(200);
  });

  it('a wrong current password, to change it or to turn on two-factor, counts against the account like a sign-in', async () => {
    const { client, input } = await signedInMember(app);
    const max = app.ctx.config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT;
    for (let i = 0; i < max; i++) {
      const guess =
        i % 2
          ? await client.post('/api/security/two-factor/enable', { password: `Guess-${i}-pass` })
          : await client.post('/api/account/change-password', {
              currentPassword: `Guess-${i}-pass`,
              newPassword: 'Taken-Over-42',
              confirmPassword: 'Taken-Over-42',
            });
      expect(guess.status).toBe(400);
    }
    // Locked: the right password is refused on every way in until the window ends (or a reset).
    const right = await client.post('/api/account/change-password', {
      currentPassword: input.password,
      newPassword: 'Taken-Over-42',
      confirmPassword: 'Taken-Over-42',
    });
    expect(right.status).toBe(429);
    expect(
      (await app.client().post('/api/account/sign-in', { login: input.email, password: input.password })).status,
    ).toBe(429);
  });
});
