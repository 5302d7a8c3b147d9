import { pricesApi } from '@member-area/shared';
import { route } from '../../module.js';
import { listCandles, listSparklines } from './list-candles.js';

export const pricesRoutes = [
  route(pricesApi.quotes, ({ ctx }) => ctx.prices.quotes()),
  route(pricesApi.candles, ({ ctx, params, query }) => listCandles(ctx.db, params.symbol, query.interval, query.limit)),
  route(pricesApi.sparklines, ({ ctx }) => listSparklines(ctx.db)),
  route(pricesApi.status, ({ ctx }) => {
    const { source, symbols } = ctx.prices.health();
    return { source, symbols: symbols.map(({ symbol, status }) => ({ symbol, status })) };
  }),
  route(pricesApi.health, ({ ctx }) => {
    const { symbols, ...feed } = ctx.prices.health();
    const now = Date.now();
    return {
      ...feed,
      symbols: symbols.map(({ lastTickAt, ...s }) => ({
        ...s,
        lastTickAgeMs: lastTickAt === null ? null : now - lastTickAt,
      })),
    };
  }),
];
