import type { AppContext } from '../../app-context.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { CLEANUP_QUEUE, cleanupExpired } from './cleanup-expired.js';
import { expiryRules } from './expiry-rules.js';

/** Every 10 minutes, on one node: delete expired sessions, tokens, rate-limit windows, old jobs. */
export function registerMaintenanceJobs(ctx: Pick<AppContext, 'db' | 'config' | 'log'>, jobs: JobRunner): void {
  const rules = expiryRules(ctx.config);
  jobs
    .define({
      queue: CLEANUP_QUEUE,
      backoffSeconds: 60,
      maxBackoffSeconds: 600,
      async handler() {
        const deleted = await cleanupExpired(ctx.db, rules);
        ctx.log.info({ deleted }, 'expired rows cleaned up');
      },
    })
    .every({ queue: CLEANUP_QUEUE, everySeconds: 600, maxAttempts: 3 });
}
