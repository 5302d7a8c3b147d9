import type { AddressInfo } from 'node:net';
import type { JobsOverview } from '@member-area/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

// With SMTP_URL set, verification mails leave through real SMTP (here: a local smtp-server),
// sent from the outbox by the mail job.
const received: { to: string[]; raw: string }[] = [];
/** How many of the next deliveries the server refuses with a temporary error. */
let refuseNext = 0;
let smtp: SMTPServer;
let app: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
        return;
      }
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Aurum Capital <no-reply@example.com>' });
});
afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the verification link by SMTP from the outbox, offers no dev mailbox, and the link verifies', async () => {
  const input = newMember();
  expect((await app.client().post('/api/account/register', input)).status).toBe(201);
  await app.ctx.jobs.runDue();
  const mail = received.find((m) => m.to.includes(input.email));
  expect(mail?.raw).toContain('From: Aurum Capital <no-reply@example.com>');
  expect(mail?.raw).toMatch(/Subject: Verify your e-mail for Aurum Capital/);
  // The body is quoted-printable: undo soft line breaks and the escaped "=".
  const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
  const token = body.match(/http:\/\/localhost:3000\/verify-email\?token=([\w.-]+)/)?.[1];
  expect(token).toBeTruthy();
  const secret = { 'x-dev-mailbox-token': app.ctx.config.devMailboxToken };
  expect((await app.client().request('GET', '/api/dev/mailbox', undefined, secret)).status).toBe(404);
  expect((await app.client().post('/api/account/verify-email', { token })).status).toBe(200);
  const signIn = await app.client().post('/api/account/sign-in', { login: input.email, password: input.password });
  expect(signIn.status).toBe(200);
});

it('keeps a refused mail in the outbox, shows the failure to the operator, and delivers it on the retry', async () => {
  const operator = await signedInOperator(app);
  const input = newMember();
  refuseNext = 1;
  expect((await app.client().post('/api/account/register', input)).status).toBe(201);

  await app.ctx.jobs.runDue();
  expect(received.find((m) => m.to.includes(input.email))).toBeUndefined();
  const during = await operator.get<JobsOverview>('/api/admin/jobs');
  const mailDuring = during.body.mails.find((m) => m.to === input.email);
  expect(mailDuring).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
  expect(mailDuring?.lastError).toMatch(/451.*Mailbox busy/);
  const jobDuring = during.body.jobs.find((j) => j.queue === 'mail.send' && j.state === 'pending');
  expect(jobDuring).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/Mailbox busy/) });

  // The retry waits for its back-off (30 s): an immediate run sends nothing.
  await app.ctx.jobs.runDue();
  expect(received.find((m) => m.to.includes(input.email))).toBeUndefined();

  await app.ctx.jobs.runDue({ at: new Date(Date.now() + 31_000) });
  expect(received.filter((m) => m.to.includes(input.email))).toHaveLength(1);
  const after = await operator.get<JobsOverview>('/api/admin/jobs');
  expect(after.body.mails.find((m) => m.to === input.email)).toMatchObject({ status: 'sent', attempts: 2 });
  expect(after.body.jobs.find((j) => j.id === jobDuring?.id)).toMatchObject({ state: 'done', attempts: 2 });
});
