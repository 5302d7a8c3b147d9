import { defineRoute } from '../http/define-route.js';
import {
  ZFundHistoryQuery,
  ZFundHistoryResponse,
  ZFundParams,
  ZFundSummary,
  ZMoveToWalletRequest,
  ZMoveToWalletResponse,
} from './funds.schema.js';

/**
 * The profit and bonus funds (/funds-profit, /funds-bonus, /withdrawal-profit, /withdrawal-bonus).
 * A withdrawal from a fund is POST /api/withdrawals with `source` (money-routes.ts).
 */
export const fundsApi = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/funds/:fund',
    summary: "One fund's balance, its pending withdrawals and its minimums",
    access: 'member',
    params: ZFundParams,
    response: ZFundSummary,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/funds/:fund/history',
    summary: "One fund's movements, newest first, paged and filtered",
    access: 'member',
    params: ZFundParams,
    query: ZFundHistoryQuery,
    response: ZFundHistoryResponse,
  }),
  historyCsv: defineRoute({
    method: 'GET',
    path: '/api/funds/:fund/history.csv',
    summary: "One fund's movements as CSV (same filters, no paging)",
    access: 'member',
    params: ZFundParams,
    query: ZFundHistoryQuery.omit({ page: true, pageSize: true }),
    produces: 'text/csv',
  }),
  move: defineRoute({
    method: 'POST',
    path: '/api/funds/:fund/move',
    summary: 'Move money from the fund to the wallet, at once',
    access: 'member',
    params: ZFundParams,
    body: ZMoveToWalletRequest,
    response: ZMoveToWalletResponse,
    idempotent: true,
    errors: ['INSUFFICIENT_FUNDS'],
  }),
} as const;
