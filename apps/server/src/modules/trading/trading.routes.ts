import { tradingApi } from '@member-area/shared';
import { type CheckInput, route } from '../../module.js';
import { closePosition, operatorClosePosition } from './close-position.js';
import { myClosedPositions, myOpenPositions, sendClosedPositionsCsv } from './list-positions.js';
import { listMarkets } from './markets.js';
import { openPosition, precheckOpen } from './open-position.js';
import { alertsOf, createPriceAlert, deletePriceAlert } from './price-alerts.js';
import { listSymbols, orderReadsRead } from './trading.repo.js';
import { tradingDesk, updateSymbol } from './trading-desk.js';
import { updateTargets } from './update-targets.js';

/** The trade pages and the operators' trading desk. */
export const tradingRoutes = [
  route(tradingApi.markets, ({ ctx }) => listMarkets(ctx)),
  route(tradingApi.openPositions, ({ ctx, member }) => myOpenPositions(ctx, member.id)),
  route(tradingApi.closedPositions, ({ ctx, member, query }) => myClosedPositions(ctx, member.id, query)),
  route(tradingApi.closedPositionsCsv, ({ ctx, member, query, reply }) =>
    sendClosedPositionsCsv(ctx, reply, member.id, query),
  ),
  route(
    tradingApi.open,
    ({ ctx, member, body, prechecked }) => openPosition(ctx, { memberId: member.id, request: body }, prechecked),
    {
      memberRead: orderReadsRead,
      precheck: ({ ctx, member, body, read }: CheckInput<typeof tradingApi.open, typeof orderReadsRead>) =>
        precheckOpen(ctx, { memberId: member.id, request: body }, read),
    },
  ),
  route(tradingApi.close, ({ ctx, member, params }) =>
    closePosition(ctx, { memberId: member.id, number: params.number }),
  ),
  route(tradingApi.updateTargets, ({ ctx, member, params, body }) =>
    updateTargets(ctx, { memberId: member.id, number: params.number, request: body }),
  ),
  route(tradingApi.alerts, ({ ctx, member }) => alertsOf(ctx.db, member.id)),
  route(tradingApi.createAlert, ({ ctx, member, body }) => createPriceAlert(ctx, member.id, body)),
  route(tradingApi.deleteAlert, ({ ctx, member, params }) => deletePriceAlert(ctx, member.id, params.id)),

  route(tradingApi.symbols, ({ ctx }) => listSymbols(ctx.db)),
  route(tradingApi.updateSymbol, ({ ctx, member, params, body }) =>
    updateSymbol(ctx, { operatorId: member.id, symbol: params.symbol, request: body }),
  ),
  route(tradingApi.desk, ({ ctx }) => tradingDesk(ctx)),
  route(tradingApi.operatorClose, ({ ctx, member, params, body }) =>
    operatorClosePosition(ctx, { operatorId: member.id, number: params.number, reason: body.reason }),
  ),
];
