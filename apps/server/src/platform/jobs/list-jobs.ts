import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface QueueCounts {
  queue: string;
  pending: number;
  running: number;
  done: number;
  failed: number;
}

/** Per-queue counts by state, and the most recent jobs (failed and retrying ones first). */
export async function listJobs(db: Kysely<DB>, limit = 100) {
  const counts = await db
    .selectFrom('job')
    .select(['queue', 'state', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['queue', 'state'])
    .execute();
  const queues = new Map<string, QueueCounts>();
  for (const row of counts) {
    const q = queues.get(row.queue) ?? { queue: row.queue, pending: 0, running: 0, done: 0, failed: 0 };
    q[row.state] = Number(row.n);
    queues.set(row.queue, q);
  }
  const jobs = await db
    .selectFrom('job')
    .select([
      'id',
      'queue',
      'state',
      'attempts',
      'max_attempts',
      'run_at',
      'last_error',
      'locked_by',
      'created_at',
      'finished_at',
    ])
    // What needs an operator's eye first: failed, then retrying (pending with an error), then the rest.
    .orderBy((eb) =>
      eb
        .case()
        .when('state', '=', 'failed')
        .then(0)
        .when(eb.and([eb('state', '=', 'pending'), eb('last_error', 'is not', null)]))
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return { queues: [...queues.values()].sort((a, b) => a.queue.localeCompare(b.queue)), jobs };
}
