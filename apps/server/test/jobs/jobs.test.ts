import type { JobsOverview } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/platform/jobs/enqueue-job.js';
import { JobRunner } from '../../src/platform/jobs/job-runner.js';
import { signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
const ran: { queue: string; payload: unknown; attempt: number }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  app = await startTestApp();
  app.ctx.jobs
    .define({
      queue: 'test.echo',
      async handler(payload, run) {
        ran.push({ queue: run.queue, payload, attempt: run.attempt });
      },
    })
    .define({
      queue: 'test.flaky',
      backoffSeconds: 10,
      async handler(payload, run) {
        ran.push({ queue: run.queue, payload, attempt: run.attempt });
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error(`flaky failure on attempt ${run.attempt}`);
        }
      },
    });
});
afterAll(async () => {
  await app?.stop();
});

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function jobRow(id: bigint) {
  return app.ctx.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('the job queue', () => {
  it('runs a due job once, with its payload, and marks it done', async () => {
    ran.length = 0;
    const id = await enqueueJob(app.ctx.db, { queue: 'test.echo', payload: { n: 1 }, maxAttempts: 3 });
    await app.ctx.jobs.runDue();
    await app.ctx.jobs.runDue();
    expect(ran).toEqual([{ queue: 'test.echo', payload: { n: 1 }, attempt: 1 }]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, locked_by: null });
  });

  it('does not run a job before its time', async () => {
    ran.length = 0;
    const id = await enqueueJob(app.ctx.db, { queue: 'test.echo', maxAttempts: 1, runAt: later(3600) });
    await app.ctx.jobs.runDue();
    expect(ran).toEqual([]);
    await app.ctx.jobs.runDue({ at: later(3601) });
    expect(ran).toHaveLength(1);
    expect((await jobRow(id)).state).toBe('done');
  });

  it('retries a failing job with doubling back-off, keeping the last error, until it succeeds', async () => {
    ran.length = 0;
    failuresLeft = 2;
    const id = await enqueueJob(app.ctx.db, { queue: 'test.flaky', maxAttempts: 5 });
    // The retry is due `waitMs` after the failure, which happened while `run` ran: bracketed by the
    // clock read before and after it (the database is on this machine), however slow the run.
    const bracketed = async (waitMs: number, run: () => Promise<unknown>) => {
      const before = Date.now();
      await run();
      const after = Date.now();
      const row = await jobRow(id);
      const due = new Date(row.run_at).getTime();
      expect(due).toBeGreaterThanOrEqual(before + waitMs - 1);
      expect(due).toBeLessThanOrEqual(after + waitMs + 1);
      return row;
    };

    let row = await bracketed(10_000, () => app.ctx.jobs.runDue());
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'flaky failure on attempt 1' });

    // Not yet due: nothing runs.
    await app.ctx.jobs.runDue();
    expect(ran).toHaveLength(1);

    row = await bracketed(20_000, () => app.ctx.jobs.runDue({ at: later(11) }));
    expect(row).toMatchObject({ state: 'pending', attempts: 2, last_error: 'flaky failure on attempt 2' });

    await app.ctx.jobs.runDue({ at: later(21) });
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 3 });
    expect(ran.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it('marks a job failed for good after its last attempt, and shows it to the operator first', async () => {
    ran.length = 0;
    failuresLeft = 2;
    const id = await enqueueJob(app.ctx.db, { queue: 'test.flaky', maxAttempts: 2 });
    await app.ctx.jobs.runDue();
    await app.ctx.jobs.runDue({ at: later(11) });
    await app.ctx.jobs.runDue({ at: later(3600) });
    expect(ran).toHaveLength(2);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2, last_error: 'flaky failure on attempt 2' });

    const operator = await signedInOperator(app);
    const res = await operator.get<JobsOverview>('/api/admin/jobs');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.jobs[0]).toMatchObject({
      id: String(id),
      queue: 'test.flaky',
      state: 'failed',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'flaky failure on attempt 2',
    });
    expect(res.body.queues.find((q) => q.queue === 'test.flaky')).toMatchObject({ failed: 1, done: 1 });
  });

  it('answers 404 to members and 401 to strangers on the jobs view', async () => {
    const { client } = await signedInMember(app);
    expect((await client.get('/api/admin/jobs')).status).toBe(404);
    const anonymous = await app.client().get('/api/admin/jobs');
    expect([401, 404]).toContain(anonymous.status);
    expect(anonymous.body).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('takes over a job whose node stopped answering once its lease has run out', async () => {
    ran.length = 0;
    const id = await enqueueJob(app.ctx.db, { queue: 'test.echo', maxAttempts: 3 });
    // A node claimed it and died: running, lease over in 5 minutes.
    await app.ctx.db
      .updateTable('job')
      .set({ state: 'running', attempts: 1, locked_by: 'dead-node', locked_until: later(300) })
      .where('id', '=', id)
      .execute();
    await app.ctx.jobs.runDue();
    expect(ran).toEqual([]);
    await app.ctx.jobs.runDue({ at: later(301) });
    expect(ran).toHaveLength(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
  });

  it('keeps the lease of a job that runs longer than it: no other node takes it over', async () => {
    const slowRan: string[] = [];
    let release = () => {};
    const nodeOf = (name: string) =>
      new JobRunner(app.ctx.db, { log: app.ctx.log, leaseSeconds: 1 }).define({
        queue: 'test.slow',
        async handler() {
          slowRan.push(name);
          await new Promise<void>((r) => {
            release = r;
          });
        },
      });
    const [a, b] = [nodeOf('a'), nodeOf('b')];
    const id = await enqueueJob(app.ctx.db, { queue: 'test.slow', maxAttempts: 3 });
    const running = a.runDue();
    while (slowRan.length === 0) await new Promise((r) => setTimeout(r, 20));
    // Three leases long: node b polls all along and never gets the job.
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 500));
      await b.runDue();
    }
    release();
    await running;
    expect(slowRan).toEqual(['a']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('fails, and does not run again, a job whose node died during its last attempt', async () => {
    ran.length = 0;
    const id = await enqueueJob(app.ctx.db, { queue: 'test.echo', maxAttempts: 2 });
    await app.ctx.db
      .updateTable('job')
      .set({ state: 'running', attempts: 2, locked_by: 'dead-node', locked_until: later(300) })
      .where('id', '=', id)
      .execute();
    await app.ctx.jobs.runDue({ at: later(301) });
    expect(ran).toEqual([]);
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      locked_by: null,
      last_error: expect.stringMatching(/lease expired/),
    });
  });

  it('polls on its own once started, works through a backlog larger than one pass, and stops', async () => {
    const seen: number[] = [];
    const poller = new JobRunner(app.ctx.db, { log: app.ctx.log }).define({
      queue: 'test.poll',
      async handler(payload) {
        seen.push((payload as { n: number }).n);
      },
    });
    for (let n = 0; n < 150; n++) await enqueueJob(app.ctx.db, { queue: 'test.poll', payload: { n }, maxAttempts: 1 });
    poller.start(20);
    const deadline = Date.now() + 20_000;
    while (seen.length < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await poller.stop();
    expect(seen).toHaveLength(150);

    await enqueueJob(app.ctx.db, { queue: 'test.poll', payload: { n: 150 }, maxAttempts: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toHaveLength(150);
  });
});
