import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.js';
import { enqueueJob } from './enqueue-job.js';
import type { JobDefinition, JobRun } from './job-runner.js';

/** A queue and the payload its jobs carry: checked when a job is enqueued and when it runs. */
export interface JobQueue<S extends z.ZodType> {
  readonly name: string;
  readonly payload: S;
  /** Tries before a job is marked failed for good. */
  readonly maxAttempts: number;
  /** First retry after this long, doubling each time up to maxBackoffSeconds. */
  readonly backoffSeconds?: number;
  readonly maxBackoffSeconds?: number;
}

export function defineQueue<const S extends z.ZodType>(queue: JobQueue<S>): JobQueue<S> {
  return queue;
}

/**
 * Adds a job to the queue, its payload checked against the queue's schema first (a malformed
 * payload is a bug of the caller, thrown here rather than found by a worker hours later). Pass the
 * caller's transaction so the job exists exactly when the change that asked for it commits.
 */
export async function enqueue<S extends z.ZodType>(
  db: Kysely<DB>,
  queue: JobQueue<S>,
  payload: z.input<S>,
  options: { runAt?: Date } = {},
): Promise<bigint> {
  const parsed = queue.payload.parse(payload) as Record<string, unknown>;
  return enqueueJob(db, { queue: queue.name, payload: parsed, maxAttempts: queue.maxAttempts, ...options });
}

/** The queue's handler, receiving its payload parsed (a payload that no longer fits fails the run). */
export function handleQueue<S extends z.ZodType>(
  queue: JobQueue<S>,
  handler: (payload: z.output<S>, run: JobRun) => Promise<void>,
): JobDefinition {
  return {
    queue: queue.name,
    ...(queue.backoffSeconds !== undefined && { backoffSeconds: queue.backoffSeconds }),
    ...(queue.maxBackoffSeconds !== undefined && { maxBackoffSeconds: queue.maxBackoffSeconds }),
    handler: (payload, run) => handler(queue.payload.parse(payload), run),
  };
}
