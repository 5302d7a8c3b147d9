import { defineModule } from '../../module.js';
import { checkAlerts } from './alert-engine.js';
import { checkTriggers } from './tick-engine.js';
import { positionsTopic, priceAlertsTopic } from './trading.live.js';
import { tradingRoutes } from './trading.routes.js';

export const tradingModule = defineModule({
  name: 'trading',
  routes: tradingRoutes,
  topics: [positionsTopic, priceAlertsTopic],
  // TP, SL and liquidation, then price alerts: checked on every batch of ticks of this node's feed.
  plugin: (ctx) => async (server) => {
    const stop = ctx.prices.onTicks(async (ticks) => {
      await checkTriggers(ctx, ticks);
      try {
        await checkAlerts(ctx, ticks);
      } catch (err) {
        // A failed batch (another node's lock, a lost connection) is the other node's or the next tick's.
        ctx.log.error({ err }, 'checking price alerts failed');
      }
    });
    server.addHook('onClose', async () => stop());
  },
});
