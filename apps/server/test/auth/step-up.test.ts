import type { ApiError, SignInLinkResponse, StepUpStatus } from '@member-area/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireMember, requireStepUp } from '../../src/modules/auth/index.js';
import { registerErrorHandler } from '../../src/platform/http/error-handler.js';
import { type Client, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
// A sensitive route guarded as money-out routes are, on the app's real sessions and database.
let guarded: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
  guarded = Fastify();
  registerErrorHandler(guarded);
  guarded.post('/sensitive', { preHandler: [requireMember(app.ctx), requireStepUp(app.ctx)] }, async () => ({
    done: true,
  }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await app.stop();
});

const sensitive = async (client: Client) => {
  const res = await guarded.inject({ method: 'POST', url: '/sensitive', headers: { cookie: client.cookieHeader } });
  return { status: res.statusCode, body: res.json() as ApiError | { done: true } };
};

describe('step-up: sensitive actions ask for the password again', () => {
  it('refuses until the password is proven, then allows for five minutes, then asks again', async () => {
    const { client, input } = await signedInMember(app);
    const first = await sensitive(client);
    expect(first.status).toBe(403);
    expect((first.body as ApiError).error.code).toBe('STEP_UP_REQUIRED');
    expect((await client.get<StepUpStatus>('/api/account/step-up')).body.provedUntil).toBeNull();

    const proved = await client.post<StepUpStatus>('/api/account/step-up', { password: input.password });
    expect(proved.status).toBe(200);
    const until = Date.parse(proved.body.provedUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(4.5 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await sensitive(client)).status).toBe(200);

    // Six minutes later the proof no longer covers anything.
    await app.ctx.db
      .updateTable('session_step_up')
      .set({ proved_at: new Date(Date.now() - 6 * 60_000) })
      .execute();
    expect((await sensitive(client)).status).toBe(403);
    expect((await client.get<StepUpStatus>('/api/account/step-up')).body.provedUntil).toBeNull();
  });

  it('a wrong password is a field error and proves nothing', async () => {
    const { client } = await signedInMember(app);
    const wrong = await client.post<ApiError>('/api/account/step-up', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details?.fieldErrors?.password).toEqual(['That password is not correct.']);
    expect((await sensitive(client)).status).toBe(403);
    const empty = await client.post<ApiError>('/api/account/step-up', { password: '' });
    expect(empty.status).toBe(400);
  });

  it('a proof covers only the session that made it', async () => {
    const { client, input } = await signedInMember(app);
    const other = app.client();
    expect((await other.post('/api/account/sign-in', { login: input.email, password: input.password })).status).toBe(
      200,
    );
    await client.post('/api/account/step-up', { password: input.password });
    expect((await sensitive(client)).status).toBe(200);
    expect((await sensitive(other)).status).toBe(403);
  });

  it('needs a session, and an operator acting as the member cannot prove the password', async () => {
    expect((await app.client().post('/api/account/step-up', { password: 'x' })).status).toBe(401);

    const member = await signedInMember(app);
    const op = await signedInOperator(app);
    const link = await op.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    const [, , userName = '', token = ''] = link.body.path.split('/').map(decodeURIComponent);
    expect((await op.post('/api/account/login-admin', { userName, token })).status).toBe(200);
    const refused = await op.post<ApiError>('/api/account/step-up', { password: member.input.password });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect((await sensitive(op)).status).toBe(403);
  });
});
