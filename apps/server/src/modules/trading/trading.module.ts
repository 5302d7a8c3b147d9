import { defineModule } from '../../module.js';
import { checkTriggers } from './tick-engine.js';
import { positionsTopic } from './trading.live.js';
import { tradingRoutes } from './trading.routes.js';

export const tradingModule = defineModule({
  name: 'trading',
  routes: tradingRoutes,
  topics: [positionsTopic],
  // TP, SL and liquidation: checked on every batch of ticks of this node's feed.
  plugin: (ctx) => async (server) => {
    const stop = ctx.prices.onTicks(async (ticks) => {
      await checkTriggers(ctx, ticks);
    });
    server.addHook('onClose', async () => stop());
  },
});
