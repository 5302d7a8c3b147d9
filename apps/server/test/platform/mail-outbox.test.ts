import type { DevMail } from '@member-area/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { enqueueMail, MAIL_QUEUE } from '../../src/platform/mail/mailer.js';
import { newMember, startTestApp, type TestApp } from '../harness.js';

// Without SMTP_URL the mail job delivers to the dev mailbox, which reads the same outbox rows.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const outbox = (to: string) =>
  app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
const mailJobs = () => app.ctx.db.selectFrom('job').selectAll().where('queue', '=', MAIL_QUEUE).execute();

it('writes a registration mail to the outbox with its job, and the job delivers it to the dev mailbox', async () => {
  const input = newMember();
  expect((await app.client().post('/api/account/register', input)).status).toBe(201);
  const [queued] = await outbox(input.email);
  expect(queued).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });

  await app.ctx.jobs.runDue();
  const [sent] = await outbox(input.email);
  expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  expect(sent?.sent_at).toBeInstanceOf(Date);
  const mailbox = await app
    .client()
    .request<DevMail[]>('GET', `/api/dev/mailbox?to=${encodeURIComponent(input.email)}`, undefined, {
      'x-dev-mailbox-token': app.ctx.config.devMailboxToken,
    });
  expect(mailbox.body.map((m) => m.subject)).toEqual([expect.stringMatching(/^Verify your e-mail/)]);
});

it('keeps neither the mail nor its job when the transaction that wrote them rolls back', async () => {
  const jobsBefore = (await mailJobs()).length;
  const to = 'rolled-back@example.com';
  await expect(
    withTransaction(app.ctx, async (trx) => {
      await enqueueMail(trx, { to, subject: 'never', text: 'never' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await outbox(to)).toEqual([]);
  expect(await mailJobs()).toHaveLength(jobsBefore);

  await withTransaction(app.ctx, async (trx) => {
    await enqueueMail(trx, { to, subject: 'committed', text: 'yes' });
  });
  expect((await outbox(to)).map((m) => m.subject)).toEqual(['committed']);
  expect(await mailJobs()).toHaveLength(jobsBefore + 1);
});
