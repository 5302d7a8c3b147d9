import { z } from 'zod';
import { defineModule } from '../../module.js';
import { defineQueue, handleQueue } from '../../platform/jobs/job-queue.js';
import { backfillSimulated } from './backfill-simulated.js';
import { pricesRoutes } from './prices.routes.js';
import { pieceOfTick } from './record-candles.js';
import { candleRecorder } from './unrecorded-candles.js';

const backfillQueue = defineQueue({ name: 'prices.backfill-simulated', payload: z.object({}), maxAttempts: 3 });

export const pricesModule = defineModule({
  name: 'prices',
  routes: pricesRoutes,
  // Every node writes its feed's ticks into the candles (the merge makes that agree); what a
  // failed write missed goes with the next one.
  plugin: (ctx) => async (server) => {
    const record = candleRecorder(ctx);
    const stopTicks = ctx.prices.onTicks((ticks) => record(ticks.map(pieceOfTick)));
    const stopCandles = ctx.prices.onCandles((pieces) => record(pieces));
    server.addHook('onClose', async () => {
      stopTicks();
      stopCandles();
    });
  },
  // The simulated market's history is a function of time: one node fills what is missing
  // (a fresh install, or the minutes no node ran) every 5 minutes, starting right at start.
  jobs: (ctx) =>
    ctx.prices.source !== 'simulated' || !ctx.config.priceBackfill
      ? {}
      : {
          define: [
            handleQueue(backfillQueue, async () => {
              const written = await backfillSimulated(ctx.db);
              ctx.log.info({ written }, 'simulated candles filled');
            }),
          ],
          every: [{ queue: backfillQueue.name, everySeconds: 300, maxAttempts: backfillQueue.maxAttempts }],
        },
});
