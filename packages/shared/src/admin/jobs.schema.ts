import { z } from 'zod';

export const ZJobState = z.enum(['pending', 'running', 'done', 'failed']);
export type JobState = z.infer<typeof ZJobState>;

export const ZJobQueueCounts = z.object({
  queue: z.string(),
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});

export const ZJobRow = z.object({
  id: z.string(),
  queue: z.string(),
  state: ZJobState,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs next (pending) or ran last. */
  runAt: z.string(),
  lastError: z.string().nullable(),
  /** The node holding it while running. */
  lockedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobRow = z.infer<typeof ZJobRow>;

export const ZOutboxMailRow = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMailRow = z.infer<typeof ZOutboxMailRow>;

/** GET /api/admin/jobs: queues, recent jobs (failed and retrying first), recent outbox mails. */
export const ZJobsOverview = z.object({
  queues: z.array(ZJobQueueCounts),
  jobs: z.array(ZJobRow),
  mails: z.array(ZOutboxMailRow),
});
export type JobsOverview = z.infer<typeof ZJobsOverview>;
