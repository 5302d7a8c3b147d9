import { defineModule } from '../../module.js';
import { CLEANUP_QUEUE, cleanupExpired } from './cleanup-expired.js';
import { expiryRules } from './expiry-rules.js';

/** Every 10 minutes, on one node: delete expired sessions, tokens, rate-limit windows, old jobs. */
export const maintenanceModule = defineModule({
  name: 'maintenance',
  jobs: (ctx) => {
    const rules = expiryRules(ctx.config);
    return {
      define: [
        {
          queue: CLEANUP_QUEUE,
          backoffSeconds: 60,
          maxBackoffSeconds: 600,
          async handler() {
            const deleted = await cleanupExpired(ctx.db, rules);
            ctx.log.info({ deleted }, 'expired rows cleaned up');
          },
        },
      ],
      every: [{ queue: CLEANUP_QUEUE, everySeconds: 600, maxAttempts: 3 }],
    };
  },
});
