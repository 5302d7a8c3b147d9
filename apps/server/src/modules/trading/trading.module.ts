import { defineModule } from '../../module.js';
import { checkAlerts } from './alert-engine.js';
import { checkTriggers, FailedCloses } from './tick-engine.js';
import { positionsTopic, priceAlertsTopic } from './trading.live.js';
import { tradingRoutes } from './trading.routes.js';

export const tradingModule = defineModule({
  name: 'trading',
  routes: tradingRoutes,
  topics: [positionsTopic, priceAlertsTopic],
  // TP, SL and liquidation, then price alerts: checked on every batch of ticks of this node's feed.
  plugin: (ctx) => async (server) => {
    // Each check on its own: a failed one (another node's lock, a lost connection) must not skip
    // the other, whose crossings this batch alone carries.
    const checked = async (what: string, check: () => Promise<unknown>) => {
      try {
        await check();
      } catch (err) {
        ctx.log.error({ err }, `checking ${what} failed`);
      }
    };
    const failedCloses = new FailedCloses();
    const stop = ctx.prices.onTicks(async (ticks) => {
      await checked('take profit, stop loss and liquidation', () => checkTriggers(ctx, ticks, failedCloses));
      await checked('price alerts', () => checkAlerts(ctx, ticks));
    });
    server.addHook('onClose', async () => stop());
  },
});
