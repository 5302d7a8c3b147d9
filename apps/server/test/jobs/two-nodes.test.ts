import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANUP_QUEUE } from '../../src/modules/maintenance/cleanup-expired.js';
import { type Database, openDatabase } from '../../src/platform/db/database.js';
import { enqueueJob } from '../../src/platform/jobs/enqueue-job.js';
import { middleOfNextSlot, onPostgres, startTestApp, type TestApp } from '../harness.js';

/** Every runDue() of this file is in one slot of the recurring jobs (the next one). */
const SLOT = middleOfNextSlot();

// Two app nodes, each with its own connection pool, on one PostgreSQL: every job enqueued
// once runs once, whichever node claims it, and the recurring cleanup runs once per slot.
describe.skipIf(!onPostgres)('jobs with two app nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let poolB: Database;
  const runs: { node: string; n: unknown }[] = [];

  beforeAll(async () => {
    nodeA = await startTestApp();
    poolB = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: nodeA.database.schema, poolSize: 5 });
    nodeB = await startTestApp({}, { database: poolB });
    for (const [name, node] of [
      ['A', nodeA],
      ['B', nodeB],
    ] as const) {
      node.ctx.jobs.define({
        queue: 'test.once',
        async handler(payload) {
          runs.push({ node: name, n: (payload as { n: number }).n });
          await new Promise((r) => setTimeout(r, 2)); // hold the claim a moment, as real work does
        },
      });
    }
  });
  afterAll(async () => {
    await nodeB?.stop();
    await poolB?.close();
    await nodeA?.stop();
  });

  it('runs each job on one node only, both nodes polling at once', async () => {
    const count = 40;
    for (let n = 0; n < count; n++)
      await enqueueJob(nodeA.ctx.db, { queue: 'test.once', payload: { n }, maxAttempts: 3 });

    await Promise.all([
      nodeA.ctx.jobs.runDue({ at: SLOT }),
      nodeB.ctx.jobs.runDue({ at: SLOT }),
      nodeA.ctx.jobs.runDue({ at: SLOT }),
      nodeB.ctx.jobs.runDue({ at: SLOT }),
    ]);

    expect(runs).toHaveLength(count);
    expect(new Set(runs.map((r) => r.n)).size).toBe(count);
    const done = await nodeA.ctx.db.selectFrom('job').select('attempts').where('queue', '=', 'test.once').execute();
    expect(done.every((j) => j.attempts === 1)).toBe(true);
  });

  it('schedules and runs the recurring cleanup once per slot on two nodes', async () => {
    await Promise.all([nodeA.ctx.jobs.runDue({ at: SLOT }), nodeB.ctx.jobs.runDue({ at: SLOT })]);
    const cleanups = await nodeA.ctx.db.selectFrom('job').selectAll().where('queue', '=', CLEANUP_QUEUE).execute();
    expect(cleanups).toHaveLength(1);
    expect(cleanups[0]).toMatchObject({ state: 'done', attempts: 1 });
  });
});
