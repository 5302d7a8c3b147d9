import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface NewJob {
  queue: string;
  payload?: Record<string, unknown>;
  /** Tries before the job is marked failed for good. */
  maxAttempts: number;
  /** Not before this time; default now. */
  runAt?: Date;
}

/**
 * Adds a job. Pass the caller's transaction so the job exists exactly when the change
 * that asked for it commits.
 */
export async function enqueueJob(db: Kysely<DB>, job: NewJob): Promise<bigint> {
  const row = await db
    .insertInto('job')
    .values({
      queue: job.queue,
      payload: JSON.stringify(job.payload ?? {}),
      max_attempts: job.maxAttempts,
      ...(job.runAt && { run_at: job.runAt }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
