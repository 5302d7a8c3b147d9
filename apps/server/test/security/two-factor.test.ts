import type { ApiError, EnableTwoFactorResponse, SignInHistoryResponse } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, startTestApp, type TestApp } from '../harness.js';
import { totpAt, totpNow, totpPrevious, wrongCode } from '../totp.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** A member with two-factor on: their client, details, the secret and the backup codes. */
async function memberWithTwoFactor() {
  const member = await signedInMember(app);
  const enabled = await member.client.post<EnableTwoFactorResponse>('/api/security/two-factor/enable', {
    password: member.input.password,
  });
  expect(enabled.status).toBe(200);
  const confirm = await member.client.post('/api/security/two-factor/confirm', {
    code: await totpPrevious(enabled.body.secret),
  });
  expect(confirm.status).toBe(200);
  return { ...member, secret: enabled.body.secret, backupCodes: enabled.body.backupCodes };
}

const signIn = (client: Client, body: Record<string, string>) => client.post('/api/account/sign-in', body);

async function accountFailures(uid: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count from rate_limit where key = ${`sign-in-failures:account:${uid}`}
  `.execute(app.ctx.db);
  return Number(rows[0]?.count ?? 0);
}

describe('two-factor sign-in (TOTP)', () => {
  it('enabling shows a QR code, the secret as text and ten backup codes, and needs the password', async () => {
    const { client, input } = await signedInMember(app);
    const wrong = await client.post<ApiError>('/api/security/two-factor/enable', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details?.fieldErrors?.password).toEqual(['The password is incorrect']);

    const res = await client.post<EnableTwoFactorResponse>('/api/security/two-factor/enable', {
      password: input.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.body.otpauthUrl).toContain(`secret=${res.body.secret}`);
    expect(res.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.backupCodes).toHaveLength(10);
    expect(new Set(res.body.backupCodes).size).toBe(10);
    // Not on until a code confirms it.
    expect((await client.get('/api/security/two-factor')).body).toEqual({ enabled: false });
    const bad = await client.post<ApiError>('/api/security/two-factor/confirm', {
      code: await wrongCode(res.body.secret),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.fieldErrors?.code?.[0]).toMatch(/incorrect/);
    const notSix = await client.post<ApiError>('/api/security/two-factor/confirm', { code: '12ab' });
    expect(notSix.status).toBe(400);
    expect((await client.get('/api/security/two-factor')).body).toEqual({ enabled: false });

    const ok = await client.post('/api/security/two-factor/confirm', { code: await totpPrevious(res.body.secret) });
    expect(ok.status).toBe(200);
    // Turning it on is mailed to the member (issue 17.9).
    const mail = await app.ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'link'])
      .where('to_address', '=', input.email.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(mail).toEqual({
      subject: 'Two-factor sign-in is on for your Aurum Capital account',
      link: 'http://localhost:3000/security',
    });
    // The tab keeps working on its renewed session.
    expect((await client.get('/api/security/two-factor')).body).toEqual({ enabled: true });
    const again = await client.post<ApiError>('/api/security/two-factor/enable', { password: input.password });
    expect(again.status).toBe(409);
    const reconfirm = await client.post('/api/security/two-factor/confirm', {
      code: await totpPrevious(res.body.secret),
    });
    expect(reconfirm.status).toBe(409);
  });

  it('sign-in asks for the code, refuses a wrong one (counted as a failed sign-in) and accepts the right one', async () => {
    const { input, uid, secret } = await memberWithTwoFactor();
    const login = { login: input.email, password: input.password };

    const asked = await signIn(app.client(), login);
    expect(asked.status).toBe(401);
    expect((asked.body as ApiError).error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(asked.headers['set-cookie']).toBeUndefined();

    const wrong = await signIn(app.client(), { ...login, code: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect((wrong.body as ApiError).error.details?.fieldErrors?.code).toEqual([
      'The authentication code is incorrect.',
    ]);
    expect(await accountFailures(uid)).toBe(1);
    // A wrong password with a right code is still a wrong password.
    const badPassword = await signIn(app.client(), { ...login, password: 'Wrong-Pass-1', code: await totpNow(secret) });
    expect(badPassword.status).toBe(401);
    expect((badPassword.body as ApiError).error.code).toBe('INVALID_CREDENTIALS');

    const browser = app.client();
    const ok = await signIn(browser, { ...login, code: await totpNow(secret) });
    expect(ok.status).toBe(200);
    expect((await browser.get('/api/balance')).status).toBe(200);
    // By user name too (with the next step's code: each code is accepted once).
    const byName = await signIn(app.client(), {
      login: input.userName,
      password: input.password,
      code: await totpAt(secret, 1),
    });
    expect(byName.status).toBe(200);
  });

  it('a code is checked against the account signing in, not against a session the caller already holds', async () => {
    const attacker = await memberWithTwoFactor();
    const victim = await memberWithTwoFactor();
    // The attacker, signed in as themselves, sends the victim's password with their own code.
    const res = await signIn(attacker.client, {
      login: victim.input.email,
      password: victim.input.password,
      code: await totpNow(attacker.secret),
    });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.details?.fieldErrors?.code).toEqual(['The authentication code is incorrect.']);
    // Counted against the victim's account, not cleared by a success elsewhere.
    expect(await accountFailures(victim.uid)).toBe(1);
    expect((await attacker.client.get<{ uid: string }>('/api/profile')).body.uid).toBe(attacker.uid);
  });

  it('a backup code signs in once', async () => {
    const { input, backupCodes } = await memberWithTwoFactor();
    const code = backupCodes[0] ?? '';
    const first = app.client();
    expect((await signIn(first, { login: input.email, password: input.password, code })).status).toBe(200);
    expect((await first.get('/api/balance')).status).toBe(200);
    const reused = await signIn(app.client(), { login: input.email, password: input.password, code });
    expect(reused.status).toBe(400);
    expect((reused.body as ApiError).error.details?.fieldErrors?.code).toBeDefined();
  });

  it('wrong codes lock the account like wrong passwords (right code included) once the limit is reached', async () => {
    const { input, secret } = await memberWithTwoFactor();
    const login = { login: input.email, password: input.password };
    const max = app.ctx.config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT;
    for (let i = 0; i < max; i++) {
      expect((await signIn(app.client(), { ...login, code: await wrongCode(secret) })).status).toBe(400);
    }
    const locked = await signIn(app.client(), { ...login, code: await totpNow(secret) });
    expect(locked.status).toBe(429);
    expect((locked.body as ApiError).error.code).toBe('RATE_LIMITED');
  });

  it('disabling needs the password; afterwards sign-in asks no code', async () => {
    const { client, input, secret } = await memberWithTwoFactor();
    const proved = await client.post('/api/account/step-up', { password: input.password, code: await totpNow(secret) });
    expect(proved.status).toBe(200);
    const wrong = await client.post<ApiError>('/api/security/two-factor/disable', { password: 'nope-nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details?.fieldErrors?.password).toEqual(['The password is incorrect']);
    expect((await client.get('/api/security/two-factor')).body).toEqual({ enabled: true });

    const off = await client.post('/api/security/two-factor/disable', { password: input.password });
    expect(off.status).toBe(200);
    expect((await client.get('/api/security/two-factor')).body).toEqual({ enabled: false });
    expect((await signIn(app.client(), { login: input.email, password: input.password })).status).toBe(200);
  });

  it('disabling when it is not on is a conflict', async () => {
    const { client, input } = await signedInMember(app);
    await client.post('/api/account/step-up', { password: input.password });
    const res = await client.post<ApiError>('/api/security/two-factor/disable', { password: input.password });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/not on/);
  });

  it('every route needs a signed-in member', async () => {
    const anon = app.client();
    expect((await anon.get('/api/security/two-factor')).status).toBe(401);
    expect((await anon.post('/api/security/two-factor/enable', { password: 'x' })).status).toBe(401);
    expect((await anon.post('/api/security/two-factor/confirm', { code: '123456' })).status).toBe(401);
    expect((await anon.post('/api/security/two-factor/disable', { password: 'x' })).status).toBe(401);
  });
});

describe('step-up with two-factor on', () => {
  it('needs the code as well as the password', async () => {
    const { client, input, secret, backupCodes } = await memberWithTwoFactor();
    const noCode = await client.post<ApiError>('/api/account/step-up', { password: input.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.details?.fieldErrors?.code?.[0]).toMatch(/code from your authenticator app/);
    const wrong = await client.post<ApiError>('/api/account/step-up', {
      password: input.password,
      code: await wrongCode(secret),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details?.fieldErrors?.code).toEqual(['The authentication code is incorrect.']);
    const badPassword = await client.post<ApiError>('/api/account/step-up', {
      password: 'Wrong-Pass-1',
      code: await totpNow(secret),
    });
    expect(badPassword.body.error.details?.fieldErrors?.password).toBeDefined();
    expect((await client.get<{ provedUntil: string | null }>('/api/account/step-up')).body.provedUntil).toBeNull();

    const ok = await client.post('/api/account/step-up', { password: input.password, code: await totpNow(secret) });
    expect(ok.status).toBe(200);
    // A backup code proves it too (once).
    const backup = await client.post('/api/account/step-up', { password: input.password, code: backupCodes[1] });
    expect(backup.status).toBe(200);
    const reused = await client.post('/api/account/step-up', { password: input.password, code: backupCodes[1] });
    expect(reused.status).toBe(400);
  });

  it('turning 2FA off requires a step-up that has not expired', async () => {
    const { client, input, secret } = await memberWithTwoFactor();
    const refused = await client.post<ApiError>('/api/security/two-factor/disable', { password: input.password });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'STEP_UP_REQUIRED', details: { twoFactor: true } });

    await client.post('/api/account/step-up', { password: input.password, code: await totpNow(secret) });
    // Six minutes later the proof has expired.
    await app.ctx.db
      .updateTable('session_step_up')
      .set({ proved_at: new Date(Date.now() - 6 * 60_000) })
      .execute();
    expect((await client.post('/api/security/two-factor/disable', { password: input.password })).status).toBe(403);
    expect((await client.get('/api/security/two-factor')).body).toEqual({ enabled: true });

    // The next step's code: the first one is used up.
    await client.post('/api/account/step-up', { password: input.password, code: await totpAt(secret, 1) });
    expect((await client.post('/api/security/two-factor/disable', { password: input.password })).status).toBe(200);
    expect((await client.get('/api/security/two-factor')).body).toEqual({ enabled: false });
  });
});

describe('sign-in history', () => {
  it('lists successes and failures with the reason, newest first, and only the member’s own', async () => {
    const { client, input, secret } = await memberWithTwoFactor();
    await signIn(app.client(), { login: input.email, password: 'Wrong-Pass-1' });
    await signIn(app.client(), { login: input.email, password: input.password, code: await wrongCode(secret) });
    await signIn(app.client(), { login: input.email, password: input.password, code: await totpNow(secret) });
    const res = await client.get<SignInHistoryResponse>('/api/security/sign-ins');
    expect(res.status).toBe(200);
    expect(res.body.events.slice(0, 3).map((e) => [e.success, e.reason])).toEqual([
      [true, null],
      [false, 'Wrong authentication code'],
      [false, 'Wrong password'],
    ]);
    expect(res.body.events[0]).toMatchObject({ ipAddress: '127.0.0.1', browser: expect.any(String) });

    const other = await signedInMember(app);
    const theirs = await other.client.get<SignInHistoryResponse>('/api/security/sign-ins');
    expect(theirs.body.events).toEqual([]);
  });

  it('mails the member when a sign-in comes from a device it has not seen', async () => {
    const { input } = await signedInMember(app);
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const mails = async () =>
      (
        await app.ctx.db
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', input.email.toLowerCase())
          .execute()
      ).filter((m) => /new sign-in/i.test(m.subject)).length;
    const body = { login: input.email, password: input.password };
    expect((await app.client().request('POST', '/api/account/sign-in', body, { 'user-agent': chrome })).status).toBe(
      200,
    );
    expect(await mails()).toBe(1);
    // The same browser again (a newer version too) is known.
    const chromeNext = chrome.replace('131.0', '132.0');
    expect(
      (await app.client().request('POST', '/api/account/sign-in', body, { 'user-agent': chromeNext })).status,
    ).toBe(200);
    expect(await mails()).toBe(1);
    expect((await app.client().request('POST', '/api/account/sign-in', body, { 'user-agent': firefox })).status).toBe(
      200,
    );
    expect(await mails()).toBe(2);
    // A failed attempt from another device mails nothing.
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
    await app
      .client()
      .request('POST', '/api/account/sign-in', { ...body, password: 'Wrong-Pass-1' }, { 'user-agent': safari });
    expect(await mails()).toBe(2);
  });
});
