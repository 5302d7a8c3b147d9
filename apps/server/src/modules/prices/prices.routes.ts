import { pricesApi } from '@member-area/shared';
import { route } from '../../module.js';
import { listCandles, listSparklines } from './list-candles.js';

export const pricesRoutes = [
  route(pricesApi.quotes, ({ ctx }) => ctx.prices.quotes()),
  route(pricesApi.candles, ({ ctx, params, query }) => listCandles(ctx.db, params.symbol, query.interval, query.limit)),
  route(pricesApi.sparklines, ({ ctx }) => listSparklines(ctx.db)),
];
