import { fundsApi } from '@member-area/shared';
import { route } from '../../module.js';
import { accountHistory, sendAccountHistoryCsv } from '../money/index.js';
import { fundSummary } from './fund-summary.js';
import { moveToWallet } from './move-to-wallet.js';

/** /funds-profit, /funds-bonus and the move to the wallet on /withdrawal-profit, /withdrawal-bonus. */
export const fundsRoutes = [
  route(fundsApi.summary, ({ ctx, member, params }) => fundSummary(ctx, member.id, params.fund)),
  route(fundsApi.history, ({ ctx, member, params, query }) => accountHistory(ctx, member.id, params.fund, query)),
  route(fundsApi.historyCsv, ({ ctx, member, params, query, reply }) =>
    sendAccountHistoryCsv(ctx, reply, member.id, params.fund, query),
  ),
  route(fundsApi.move, ({ ctx, member, params, body, request }) =>
    moveToWallet(ctx, {
      memberId: member.id,
      fund: params.fund,
      amount: body.amount,
      idempotencyKey: String(request.headers['idempotency-key']),
    }),
  ),
];
