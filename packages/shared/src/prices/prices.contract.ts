import { defineRoute } from '../http/define-route.js';
import { ZQuotes } from './quote.schema.js';

export const pricesApi = {
  quotes: defineRoute({
    method: 'GET',
    path: '/api/prices',
    summary: 'The current quote of every ticker symbol',
    access: 'member',
    response: ZQuotes,
  }),
} as const;
