import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newMember, startTestApp, type TestApp } from '../harness.js';

// With SMTP_URL set, verification mails leave through real SMTP (here: a local smtp-server).
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let app: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
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

it('sends the verification link by SMTP, keeps no dev outbox, and the link verifies', async () => {
  const input = newMember();
  expect((await app.client().post('/api/account/register', input)).status).toBe(201);
  const mail = received.find((m) => m.to.includes(input.email));
  expect(mail?.raw).toContain('From: Aurum Capital <no-reply@example.com>');
  expect(mail?.raw).toMatch(/Subject: Verify your e-mail for Aurum Capital/);
  // The body is quoted-printable: undo soft line breaks and the escaped "=".
  const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
  const token = body.match(/http:\/\/localhost:3000\/verify-email\?token=([\w.-]+)/)?.[1];
  expect(token).toBeTruthy();
  expect((await app.client().get('/api/dev/mailbox')).status).toBe(404);
  expect((await app.client().post('/api/account/verify-email', { token })).status).toBe(200);
  const signIn = await app.client().post('/api/account/sign-in', { login: input.email, password: input.password });
  expect(signIn.status).toBe(200);
});
