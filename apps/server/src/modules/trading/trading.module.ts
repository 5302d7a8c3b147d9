import { defineModule } from '../../module.js';
import { checkAlerts } from './alert-engine.js';
import { judgeTicks, MissedTicks } from './missed-ticks.js';
import { checkTriggers, FailedCloses } from './tick-engine.js';
import { positionsTopic, priceAlertsTopic } from './trading.live.js';
import { tradingRoutes } from './trading.routes.js';

export const tradingModule = defineModule({
  name: 'trading',
  routes: tradingRoutes,
  topics: [positionsTopic, priceAlertsTopic],
  // TP, SL and liquidation, then price alerts: checked on every batch of ticks of this node's feed.
  plugin: (ctx) => async (server) => {
    // Each check on its own: a failed one (a lost connection, a database restarting) must not
    // skip the other, and keeps the ticks it could not judge for the next batch (MissedTicks).
    const failedCloses = new FailedCloses();
    const missed = { triggers: new MissedTicks(), alerts: new MissedTicks() };
    const stop = ctx.prices.onTicks(async (ticks) => {
      await judgeTicks(ctx, 'take profit, stop loss and liquidation', missed.triggers, ticks, (batch, late) =>
        checkTriggers(ctx, batch, failedCloses, late),
      );
      await judgeTicks(ctx, 'price alerts', missed.alerts, ticks, (batch) => checkAlerts(ctx, batch));
    });
    server.addHook('onClose', async () => stop());
  },
});
