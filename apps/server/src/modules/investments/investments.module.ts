import { z } from 'zod';
import { defineModule } from '../../module.js';
import { defineQueue, handleQueue } from '../../platform/jobs/job-queue.js';
import { investmentsTopic } from './investments.live.js';
import { investmentsRoutes } from './investments.routes.js';
import { catchUpProfit } from './profit-runs.js';

export const PROFIT_QUEUE = 'investments.daily-profit';

const profitQueue = defineQueue({
  name: PROFIT_QUEUE,
  payload: z.object({}),
  maxAttempts: 3,
  backoffSeconds: 60,
  maxBackoffSeconds: 600,
});

/**
 * Packages, investments and the daily profit. The recurring job runs every
 * PROFIT_JOB_EVERY_SECONDS on one node and pays every day not paid yet up to today.
 */
export const investmentsModule = defineModule({
  name: 'investments',
  routes: investmentsRoutes,
  topics: [investmentsTopic],
  jobs: (ctx) => ({
    define: [
      handleQueue(profitQueue, async () => {
        const days = await catchUpProfit(ctx);
        const paid = days.reduce((n, d) => n + d.paid, 0);
        if (paid > 0) ctx.log.info({ days: days.map((d) => d.day), paid }, 'daily profit paid');
      }),
    ],
    every: [
      {
        queue: profitQueue.name,
        everySeconds: ctx.config.PROFIT_JOB_EVERY_SECONDS,
        maxAttempts: profitQueue.maxAttempts,
      },
    ],
  }),
});
