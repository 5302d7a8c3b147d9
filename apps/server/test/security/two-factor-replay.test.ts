import type { ApiError, EnableTwoFactorResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, startTestApp, type TestApp } from '../harness.js';
import { totpAt, totpNow, totpPrevious, wrongCode } from '../totp.js';

/**
 * Issue 16.2 and 16.3: a TOTP code is accepted once per time step per account (RFC 6238 §5.2),
 * at sign-in and step-up alike; and step-up failures count on sign-in's per-account counter, so
 * one lockout covers both ways of guessing.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '3', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '1000' });
});
afterAll(() => app.stop());

async function memberWithTwoFactor() {
  const member = await signedInMember(app);
  const enabled = await member.client.post<EnableTwoFactorResponse>('/api/security/two-factor/enable', {
    password: member.input.password,
  });
  const confirm = await member.client.post('/api/security/two-factor/confirm', {
    code: await totpPrevious(enabled.body.secret),
  });
  expect(confirm.status).toBe(200);
  return { ...member, secret: enabled.body.secret };
}

const signIn = (client: Client, body: Record<string, string>) => client.post('/api/account/sign-in', body);
const stepUp = (client: Client, body: Record<string, string>) => client.post('/api/account/step-up', body);

describe('a TOTP code is accepted once', () => {
  it('at sign-in: the same code twice, the second is refused; the next step still signs in', async () => {
    const { input, secret } = await memberWithTwoFactor();
    const login = { login: input.email, password: input.password };
    const code = await totpNow(secret);
    expect((await signIn(app.client(), { ...login, code })).status).toBe(200);
    const again = await signIn(app.client(), { ...login, code });
    expect(again.status).toBe(400);
    expect((again.body as ApiError).error.details?.fieldErrors?.code).toEqual([
      'This code was already used. Wait for the next code in your app.',
    ]);
    expect((await signIn(app.client(), { ...login, code: await totpAt(secret, 1) })).status).toBe(200);
    // An older step than the last used one is refused too.
    expect((await signIn(app.client(), { ...login, code: await totpAt(secret, -1) })).status).toBe(400);
  });

  it('at step-up: the same code twice, the second is refused; a code used to sign in is refused too', async () => {
    const { client, input, secret } = await memberWithTwoFactor();
    const code = await totpNow(secret);
    expect((await stepUp(client, { password: input.password, code })).status).toBe(200);
    const again = await stepUp(client, { password: input.password, code });
    expect(again.status).toBe(400);
    expect((again.body as ApiError).error.details?.fieldErrors?.code?.[0]).toMatch(/already used/);

    const other = await memberWithTwoFactor();
    const signInCode = await totpNow(other.secret);
    const fresh = app.client();
    expect(
      (await signIn(fresh, { login: other.input.email, password: other.input.password, code: signInCode })).status,
    ).toBe(200);
    expect((await stepUp(fresh, { password: other.input.password, code: signInCode })).status).toBe(400);
    expect((await stepUp(fresh, { password: other.input.password, code: await totpAt(other.secret, 1) })).status).toBe(
      200,
    );
  });

  it('the code that turned two-factor on does not sign in again', async () => {
    const member = await signedInMember(app);
    const enabled = await member.client.post<EnableTwoFactorResponse>('/api/security/two-factor/enable', {
      password: member.input.password,
    });
    const shown = await totpNow(enabled.body.secret);
    expect((await member.client.post('/api/security/two-factor/confirm', { code: shown })).status).toBe(200);
    const login = { login: member.input.email, password: member.input.password };
    const again = await signIn(app.client(), { ...login, code: shown });
    expect(again.status).toBe(400);
    expect((again.body as ApiError).error.details?.fieldErrors?.code?.[0]).toMatch(/already used/);
    expect((await signIn(app.client(), { ...login, code: await totpAt(enabled.body.secret, 1) })).status).toBe(200);
  });

  it('two requests with the same code at once: one gets through', async () => {
    const { input, secret } = await memberWithTwoFactor();
    const login = { login: input.email, password: input.password, code: await totpNow(secret) };
    const answers = await Promise.all([signIn(app.client(), login), signIn(app.client(), login)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});

describe('step-up and sign-in share one failure counter', () => {
  it('wrong step-up codes lock the account for sign-in and step-up, right password and code included', async () => {
    const { client, input, secret } = await memberWithTwoFactor();
    for (let i = 0; i < 3; i++) {
      expect((await stepUp(client, { password: input.password, code: await wrongCode(secret) })).status).toBe(400);
    }
    const locked = await stepUp(client, { password: input.password, code: await totpNow(secret) });
    expect(locked.status).toBe(429);
    expect((locked.body as ApiError).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many failed sign-ins on this account\. Try again in \d+ minutes?, or reset your password\.$/,
      ),
    });
    const signInLocked = await signIn(app.client(), {
      login: input.email,
      password: input.password,
      code: await totpNow(secret),
    });
    expect(signInLocked.status).toBe(429);
    expect((signInLocked.body as ApiError).error.message).toBe((locked.body as ApiError).error.message);
  });

  it('wrong step-up passwords count too', async () => {
    const { client, input } = await signedInMember(app);
    for (let i = 0; i < 3; i++) expect((await stepUp(client, { password: 'Not-The-Password-1' })).status).toBe(400);
    expect((await stepUp(client, { password: input.password })).status).toBe(429);
    expect((await signIn(app.client(), { login: input.email, password: input.password })).status).toBe(429);
  });

  it('an account locked by sign-in failures is refused at step-up the same way', async () => {
    const { client, input } = await signedInMember(app);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(app.client(), { login: input.email, password: 'Not-The-Password-1' })).status).toBe(401);
    }
    const signInLocked = await signIn(app.client(), { login: input.email, password: input.password });
    expect(signInLocked.status).toBe(429);
    const locked = await stepUp(client, { password: input.password });
    expect(locked.status).toBe(429);
    expect((locked.body as ApiError).error.message).toBe((signInLocked.body as ApiError).error.message);
  });

  it('failures below the limit are forgiven by a right step-up, as by a right sign-in', async () => {
    const { client, input } = await signedInMember(app);
    for (let i = 0; i < 2; i++) expect((await stepUp(client, { password: 'Not-The-Password-1' })).status).toBe(400);
    expect((await stepUp(client, { password: input.password })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await stepUp(client, { password: 'Not-The-Password-1' })).status).toBe(400);
    expect((await stepUp(client, { password: input.password })).status).toBe(200);
  });
});
