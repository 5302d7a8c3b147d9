import { defineRoute } from '../http/define-route.js';
import { ZBalance } from './balance.schema.js';

export const walletApi = {
  balance: defineRoute({
    method: 'GET',
    path: '/api/balance',
    summary: "The member's live balance (their wallet), in USD",
    access: 'member',
    response: ZBalance,
  }),
} as const;
