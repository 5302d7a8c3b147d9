import {
  ZAdminDeposit,
  ZAdminDepositList,
  ZAdminDepositQuery,
  ZAdminWithdrawal,
  ZAdminWithdrawalList,
  ZAdminWithdrawalQuery,
  ZIdempotencyKeyHeader,
  ZLedgerCheck,
  ZLedgerTransferList,
  ZLedgerTransferQuery,
  ZMarkPaidRequest,
  ZMoneySettings,
  ZPaymentMethod,
  ZPaymentMethodInput,
  ZPaymentMethodList,
  ZRejectRequest,
  ZUpdateMoneySettingsRequest,
  ZWithdrawalDestination,
} from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { replyIdempotent } from '../../platform/http/idempotency.js';
import { memberOf, requireOperator } from '../auth/index.js';
import { listPaymentMethods, moneySettingsOf, readMoneyRules } from '../settings/index.js';
import { decideDeposit } from './decide-deposit.js';
import { decideWithdrawal } from './decide-withdrawal.js';
import { readDepositProof } from './deposit-proofs.js';
import { exploreLedger, ledgerCheck } from './ledger-explorer.js';
import {
  getQueuedDeposit,
  getQueuedWithdrawal,
  listDepositQueue,
  listWithdrawalQueue,
  readWithdrawalDestination,
} from './list-money.js';
import { ZSlugParams } from './money.routes.js';
import { savePaymentMethod, updateMoneySettings } from './money-settings.js';
import { sendPrivateFile } from './send-file.js';

const tags = ['back office: money'];
const ZProofParams = ZSlugParams.extend({ proofId: z.string().min(1).max(64) });
const ZIdParams = z.object({ id: z.string().min(1).max(64) });

export function moneyAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Runs before validation too, so a member learns nothing about these routes (404).
    app.addHook('onRequest', requireOperator(ctx));
    const op = (request: Parameters<typeof memberOf>[0]) => memberOf(request).id;
    const decision = { tags, params: ZSlugParams, headers: ZIdempotencyKeyHeader };

    app.get(
      '/api/admin/deposits',
      { schema: { tags, querystring: ZAdminDepositQuery, response: { 200: ZAdminDepositList } } },
      async (request) => listDepositQueue(ctx, request.query),
    );
    app.get(
      '/api/admin/deposits/:slug',
      { schema: { tags, params: ZSlugParams, response: { 200: ZAdminDeposit } } },
      async (request) => getQueuedDeposit(ctx, request.params.slug),
    );
    app.get(
      '/api/admin/deposits/:slug/proofs/:proofId',
      { schema: { tags, params: ZProofParams } },
      async (request, reply) => sendPrivateFile(reply, await readDepositProof(ctx, request.params)),
    );
    app.post(
      '/api/admin/deposits/:slug/approve',
      { schema: { ...decision, response: { 200: ZAdminDeposit } } },
      async (request, reply) =>
        replyIdempotent(ctx, request, reply, op(request), (tx) =>
          decideDeposit(tx, {
            operatorId: op(request),
            slug: request.params.slug,
            decision: { type: 'approve' },
          }),
        ),
    );
    app.post(
      '/api/admin/deposits/:slug/reject',
      { schema: { ...decision, body: ZRejectRequest, response: { 200: ZAdminDeposit } } },
      async (request, reply) =>
        replyIdempotent(ctx, request, reply, op(request), (tx) =>
          decideDeposit(tx, {
            operatorId: op(request),
            slug: request.params.slug,
            decision: { type: 'reject', reason: request.body.reason },
          }),
        ),
    );

    app.get(
      '/api/admin/withdrawals',
      { schema: { tags, querystring: ZAdminWithdrawalQuery, response: { 200: ZAdminWithdrawalList } } },
      async (request) => listWithdrawalQueue(ctx, request.query),
    );
    app.get(
      '/api/admin/withdrawals/:slug',
      { schema: { tags, params: ZSlugParams, response: { 200: ZAdminWithdrawal } } },
      async (request) => getQueuedWithdrawal(ctx, request.params.slug),
    );
    app.get(
      '/api/admin/withdrawals/:slug/destination',
      { schema: { tags, params: ZSlugParams, response: { 200: ZWithdrawalDestination } } },
      async (request) => readWithdrawalDestination(ctx, { operatorId: op(request), slug: request.params.slug }),
    );
    app.post(
      '/api/admin/withdrawals/:slug/approve',
      { schema: { ...decision, response: { 200: ZAdminWithdrawal } } },
      async (request, reply) =>
        replyIdempotent(ctx, request, reply, op(request), (tx) =>
          decideWithdrawal(tx, {
            operatorId: op(request),
            slug: request.params.slug,
            decision: { type: 'approve' },
          }),
        ),
    );
    app.post(
      '/api/admin/withdrawals/:slug/reject',
      { schema: { ...decision, body: ZRejectRequest, response: { 200: ZAdminWithdrawal } } },
      async (request, reply) =>
        replyIdempotent(ctx, request, reply, op(request), (tx) =>
          decideWithdrawal(tx, {
            operatorId: op(request),
            slug: request.params.slug,
            decision: { type: 'reject', reason: request.body.reason },
          }),
        ),
    );
    app.post(
      '/api/admin/withdrawals/:slug/mark-paid',
      { schema: { ...decision, body: ZMarkPaidRequest, response: { 200: ZAdminWithdrawal } } },
      async (request, reply) =>
        replyIdempotent(ctx, request, reply, op(request), (tx) =>
          decideWithdrawal(tx, {
            operatorId: op(request),
            slug: request.params.slug,
            decision: { type: 'mark-paid', payoutReference: request.body.payoutReference },
          }),
        ),
    );

    app.get(
      '/api/admin/ledger/transfers',
      { schema: { tags, querystring: ZLedgerTransferQuery, response: { 200: ZLedgerTransferList } } },
      async (request) => exploreLedger(ctx, request.query),
    );
    app.get('/api/admin/ledger/check', { schema: { tags, response: { 200: ZLedgerCheck } } }, async () =>
      ledgerCheck(ctx),
    );

    app.get('/api/admin/money-settings', { schema: { tags, response: { 200: ZMoneySettings } } }, async () =>
      moneySettingsOf(await readMoneyRules(ctx.db)),
    );
    app.put(
      '/api/admin/money-settings',
      { schema: { tags, body: ZUpdateMoneySettingsRequest, response: { 200: ZMoneySettings } } },
      async (request) => updateMoneySettings(ctx, { operatorId: op(request), patch: request.body }),
    );
    app.get('/api/admin/payment-methods', { schema: { tags, response: { 200: ZPaymentMethodList } } }, async () => ({
      rows: await listPaymentMethods(ctx.db, { enabledOnly: false }),
    }));
    app.post(
      '/api/admin/payment-methods',
      { schema: { tags, body: ZPaymentMethodInput, response: { 201: ZPaymentMethod } } },
      async (request, reply) =>
        reply.status(201).send(await savePaymentMethod(ctx, { operatorId: op(request), input: request.body })),
    );
    app.put(
      '/api/admin/payment-methods/:id',
      { schema: { tags, params: ZIdParams, body: ZPaymentMethodInput, response: { 200: ZPaymentMethod } } },
      async (request) =>
        savePaymentMethod(ctx, { operatorId: op(request), id: request.params.id, input: request.body }),
    );
  };
}
