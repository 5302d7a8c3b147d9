import { z } from 'zod';
import { defineModule } from '../../module.js';
import { defineQueue, handleQueue } from '../../platform/jobs/job-queue.js';
import { CLEANUP_QUEUE, cleanupExpired } from './cleanup-expired.js';
import { expiryRules } from './expiry-rules.js';

const cleanupQueue = defineQueue({
  name: CLEANUP_QUEUE,
  payload: z.object({}),
  maxAttempts: 3,
  backoffSeconds: 60,
  maxBackoffSeconds: 600,
});

/** Every 10 minutes, on one node: delete expired sessions, tokens, rate-limit windows, old jobs. */
export const maintenanceModule = defineModule({
  name: 'maintenance',
  jobs: (ctx) => {
    const rules = expiryRules(ctx.config);
    return {
      define: [
        handleQueue(cleanupQueue, async () => {
          const deleted = await cleanupExpired(ctx.db, rules);
          ctx.log.info({ deleted }, 'expired rows cleaned up');
        }),
      ],
      every: [{ queue: cleanupQueue.name, everySeconds: 600, maxAttempts: cleanupQueue.maxAttempts }],
    };
  },
});
