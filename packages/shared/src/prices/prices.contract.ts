import { z } from 'zod';
import { defineRoute } from '../http/define-route.js';
import { ZCandle, ZCandlesParams, ZCandlesQuery, ZSparklines } from './candle.schema.js';
import { ZFeedHealth, ZFeedStatus } from './feed-status.schema.js';
import { ZQuotes } from './quote.schema.js';

export const pricesApi = {
  quotes: defineRoute({
    method: 'GET',
    path: '/api/prices',
    summary: 'The current quote of every ticker symbol',
    access: 'member',
    response: ZQuotes,
  }),
  candles: defineRoute({
    method: 'GET',
    path: '/api/prices/:symbol/candles',
    summary: "A symbol's newest candles of one interval, oldest first (at most 1000)",
    access: 'member',
    params: ZCandlesParams,
    query: ZCandlesQuery,
    response: z.array(ZCandle),
    errors: ['NOT_FOUND'],
  }),
  sparklines: defineRoute({
    method: 'GET',
    path: '/api/prices/sparklines',
    summary: 'The last 24 hourly closes of every ticker symbol',
    access: 'member',
    response: ZSparklines,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/prices/status',
    summary: 'Where prices come from, and which symbols are delayed',
    access: 'member',
    response: ZFeedStatus,
  }),
  health: defineRoute({
    method: 'GET',
    path: '/api/admin/prices/health',
    summary: "The price feed's health on the answering node: source, connection, last tick per symbol",
    access: { permission: 'console.read' },
    response: ZFeedHealth,
  }),
} as const;
