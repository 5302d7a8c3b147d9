import type { JobsOverview } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { listJobs } from '../../platform/jobs/list-jobs.js';
import { listOutbox } from '../../platform/mail/list-outbox.js';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** The operator's view of background work: queues, recent jobs and the mail outbox. */
export async function jobsOverview(ctx: Pick<AppContext, 'db'>): Promise<JobsOverview> {
  const { queues, jobs } = await listJobs(ctx.db);
  const mails = await listOutbox(ctx.db);
  return {
    queues,
    jobs: jobs.map((j) => ({
      id: String(j.id),
      queue: j.queue,
      state: j.state,
      attempts: j.attempts,
      maxAttempts: j.max_attempts,
      runAt: iso(j.run_at),
      lastError: j.last_error,
      lockedBy: j.locked_by,
      createdAt: iso(j.created_at),
      finishedAt: isoOrNull(j.finished_at),
    })),
    mails: mails.map((m) => ({
      id: String(m.id),
      to: m.to_address,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.last_error,
      createdAt: iso(m.created_at),
      sentAt: isoOrNull(m.sent_at),
    })),
  };
}
