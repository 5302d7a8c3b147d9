import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enqueueJob } from '../../src/platform/jobs/enqueue-job.js';
import { defineQueue, enqueue, handleQueue } from '../../src/platform/jobs/job-queue.js';
import { startTestApp, type TestApp } from '../harness.js';

const greetQueue = defineQueue({
  name: 'test.greet',
  payload: z.object({ memberId: z.string().min(1), times: z.number().int().positive() }),
  maxAttempts: 1,
});

let app: TestApp;
const greeted: { memberId: string; times: number }[] = [];
beforeAll(async () => {
  app = await startTestApp();
  app.ctx.jobs.define(
    handleQueue(greetQueue, async (payload) => {
      greeted.push(payload);
    }),
  );
});
afterAll(() => app.stop());

describe('a typed queue', () => {
  it('refuses a payload that does not fit its schema when enqueued, and adds nothing', async () => {
    const before = await app.ctx.db
      .selectFrom('job')
      .select(app.ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // @ts-expect-error: the compiler already refuses this payload; the run-time check is for untyped callers.
    await expect(enqueue(app.ctx.db, greetQueue, { memberId: '', times: 'twice' })).rejects.toThrow();
    const after = await app.ctx.db.selectFrom('job').select(app.ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('hands its handler the parsed payload', async () => {
    greeted.length = 0;
    await enqueue(app.ctx.db, greetQueue, { memberId: 'm1', times: 2 });
    await app.ctx.jobs.runDue();
    expect(greeted).toEqual([{ memberId: 'm1', times: 2 }]);
  });

  it('fails a job whose stored payload no longer fits, without running the handler', async () => {
    greeted.length = 0;
    const id = await enqueueJob(app.ctx.db, { queue: greetQueue.name, payload: { memberId: 7 }, maxAttempts: 1 });
    await app.ctx.jobs.runDue();
    expect(greeted).toEqual([]);
    const row = await app.ctx.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.state).toBe('failed');
    expect(row.last_error).toMatch(/memberId/);
  });
});
