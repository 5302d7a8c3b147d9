import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLEANUP_QUEUE } from '../../src/modules/maintenance/cleanup-expired.js';
import { ADMIN_EMAIL, middleOfNextSlot, signedInMember, startTestApp, type TestApp } from '../harness.js';

// The cleanup job deletes each kind of expired row and keeps the live ones.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Every runDue() of this file is in this one slot (the next one) unless it says otherwise. */
const SLOT = middleOfNextSlot();
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const hoursAhead = (h: number) => new Date(Date.now() + h * 3_600_000);

async function ids(table: 'session' | 'verification', prefix: string) {
  const rows = await app.ctx.db.selectFrom(table).select('id').where('id', 'like', `${prefix}%`).execute();
  return rows.map((r) => r.id).sort();
}

it('deletes expired sessions, tokens, rate-limit windows, old jobs and old mail, and keeps live ones', async () => {
  const member = await signedInMember(app);
  const operator = await app.ctx.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  const db = app.ctx.db;

  const session = (id: string, createdAt: Date, expiresAt: Date) => ({
    id,
    token: `token-${id}`,
    userId: member.uid,
    createdAt,
    updatedAt: createdAt,
    expiresAt,
    ipAddress: null,
    userAgent: null,
    impersonatedBy: null,
  });
  await db
    .insertInto('session')
    .values([
      session('cl-idle-expired', hoursAgo(2), hoursAgo(1)),
      session('cl-past-absolute', hoursAgo(13), hoursAhead(1)), // SESSION_ABSOLUTE_HOURS = 12
      session('cl-live', hoursAgo(1), hoursAhead(1)),
    ])
    .execute();

  await db
    .insertInto('verification')
    .values([
      { id: 'cl-v-expired', identifier: 'x', value: 'x', expiresAt: hoursAgo(1) },
      { id: 'cl-v-live', identifier: 'y', value: 'y', expiresAt: hoursAhead(1) },
    ])
    .execute();

  // More expired windows than one delete batch (1000) takes.
  await sql`insert into rate_limit (key, count, reset_at)
    select 'cl-expired-' || i, 1, now() - interval '1 minute' from generate_series(1, 2500) i`.execute(db);
  await db
    .insertInto('rate_limit')
    .values({ key: 'cl-live', count: 1, reset_at: hoursAhead(1) })
    .execute();

  const token = (hash: string, expiresAt: Date, usedAt: Date | null) => ({
    token_hash: hash,
    member_id: member.uid,
    operator_id: operator.id,
    expires_at: expiresAt,
    used_at: usedAt,
  });
  await db
    .insertInto('impersonation_token')
    .values([
      token('cl-t-expired', hoursAgo(1), null),
      token('cl-t-used', hoursAhead(1), hoursAgo(0)),
      token('cl-t-live', hoursAhead(1), null),
    ])
    .execute();

  const job = (queue: string, state: 'done' | 'failed', finishedAt: Date) => ({
    queue,
    payload: '{}',
    state,
    max_attempts: 1,
    finished_at: finishedAt,
  });
  await db
    .insertInto('job')
    .values([
      job('cl.done-old', 'done', hoursAgo(8 * 24)),
      job('cl.done-recent', 'done', hoursAgo(24)),
      job('cl.failed-old', 'failed', hoursAgo(31 * 24)),
      job('cl.failed-recent', 'failed', hoursAgo(8 * 24)),
    ])
    .execute();

  const mail = (subject: string, status: 'sent' | 'pending', sentAt: Date | null) => ({
    to_address: 'cleanup@example.com',
    subject,
    body: 'b',
    status,
    sent_at: sentAt,
  });
  await db
    .insertInto('mail_outbox')
    .values([
      mail('sent-old', 'sent', hoursAgo(31 * 24)),
      mail('sent-recent', 'sent', hoursAgo(1)),
      mail('pending-old', 'pending', null),
    ])
    .execute();

  await app.ctx.jobs.runDue({ at: SLOT });

  const cleanup = await db.selectFrom('job').selectAll().where('queue', '=', CLEANUP_QUEUE).execute();
  expect(cleanup).toHaveLength(1);
  expect(cleanup[0]).toMatchObject({ state: 'done', attempts: 1 });

  expect(await ids('session', 'cl-')).toEqual(['cl-live']);
  expect(await ids('verification', 'cl-')).toEqual(['cl-v-live']);
  const limits = await db.selectFrom('rate_limit').select('key').where('key', 'like', 'cl-%').execute();
  expect(limits.map((r) => r.key)).toEqual(['cl-live']);
  const tokens = await db.selectFrom('impersonation_token').select('token_hash').execute();
  expect(tokens.map((r) => r.token_hash)).toEqual(['cl-t-live']);
  const jobs = await db.selectFrom('job').select('queue').where('queue', 'like', 'cl.%').orderBy('queue').execute();
  expect(jobs.map((r) => r.queue)).toEqual(['cl.done-recent', 'cl.failed-recent']);
  const mails = await db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', 'cleanup@example.com')
    .orderBy('subject')
    .execute();
  expect(mails.map((r) => r.subject)).toEqual(['pending-old', 'sent-recent']);

  // The member's own (live) session survived: still signed in.
  expect((await member.client.get('/api/profile')).status).toBe(200);
});

it('runs the cleanup once per 10-minute slot, however often the workers poll', async () => {
  await app.ctx.jobs.runDue({ at: SLOT });
  await app.ctx.jobs.runDue({ at: SLOT });
  const before = await app.ctx.db.selectFrom('job').select('id').where('queue', '=', CLEANUP_QUEUE).execute();
  expect(before).toHaveLength(1);
  await app.ctx.jobs.runDue({ at: new Date(SLOT.getTime() + 600_000) });
  const after = await app.ctx.db.selectFrom('job').select('id').where('queue', '=', CLEANUP_QUEUE).execute();
  expect(after).toHaveLength(2);
});
