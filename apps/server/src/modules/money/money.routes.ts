import {
  PROOF_MAX_BYTES,
  ZBankData,
  ZCreateDepositRequest,
  ZCreateWithdrawalRequest,
  ZDepositInvoice,
  ZDepositListQuery,
  ZDepositListResponse,
  ZIdempotencyKeyHeader,
  ZMoneyOptions,
  ZTxHashRequest,
  ZUpdateBankDataRequest,
  ZWalletHistoryQuery,
  ZWalletHistoryResponse,
  ZWalletSummary,
  ZWithdrawal,
  ZWithdrawalListQuery,
  ZWithdrawalListResponse,
} from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { alreadyAnswered, replyIdempotent } from '../../platform/http/idempotency.js';
import { memberOf, refuseWhileImpersonating, requireMember, requireStepUp } from '../auth/index.js';
import { listPaymentMethods, moneySettingsOf, readMoneyRules } from '../settings/index.js';
import { getBankData, updateBankData } from './bank-data.js';
import { cancelDeposit } from './cancel-deposit.js';
import { cancelWithdrawal } from './cancel-withdrawal.js';
import { createDeposit } from './create-deposit.js';
import { createWithdrawal, precheckWithdrawal } from './create-withdrawal.js';
import { depositPdf } from './deposit-pdf.js';
import { addDepositProof, readDepositProof } from './deposit-proofs.js';
import { getMyDeposit, getMyWithdrawal, listMyDeposits, listMyWithdrawals } from './list-money.js';
import { sendPrivateFile } from './send-file.js';
import { sendWalletHistoryCsv, walletHistory } from './wallet-history.js';
import { walletSummary } from './wallet-summary.js';

const tags = ['money'];
export const ZSlugParams = z.object({ slug: z.string().min(1).max(64) });
const ZProofParams = ZSlugParams.extend({ proofId: z.string().min(1).max(64) });

export function moneyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(ctx));
    // Money out: never while an operator acts as the member (said before asking for a password
    // the operator cannot give), and only with a recent password proof of this session.
    const moneyOut = [refuseWhileImpersonating(ctx), requireStepUp(ctx)];
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).id;

    app.get('/api/wallet', { schema: { tags, response: { 200: ZWalletSummary } } }, async (request) =>
      walletSummary(ctx.db, me(request)),
    );

    app.get(
      '/api/wallet/history',
      { schema: { tags, querystring: ZWalletHistoryQuery, response: { 200: ZWalletHistoryResponse } } },
      async (request) => walletHistory(ctx, me(request), request.query),
    );

    app.get(
      '/api/wallet/history.csv',
      { schema: { tags, querystring: ZWalletHistoryQuery.omit({ page: true, pageSize: true }) } },
      async (request, reply) => sendWalletHistoryCsv(ctx, reply, me(request), request.query),
    );

    app.get('/api/money/options', { schema: { tags, response: { 200: ZMoneyOptions } } }, async () => ({
      settings: moneySettingsOf(await readMoneyRules(ctx.db)),
      methods: await listPaymentMethods(ctx.db, { enabledOnly: true }),
    }));

    // Deposits
    app.post(
      '/api/deposits',
      {
        schema: {
          tags,
          headers: ZIdempotencyKeyHeader,
          body: ZCreateDepositRequest,
          response: { 201: ZDepositInvoice },
        },
      },
      async (request, reply) =>
        replyIdempotent(
          ctx,
          request,
          reply,
          me(request),
          (tx) => createDeposit(tx, { memberId: me(request), request: request.body }),
          201,
        ),
    );

    app.get(
      '/api/deposits',
      { schema: { tags, querystring: ZDepositListQuery, response: { 200: ZDepositListResponse } } },
      async (request) => listMyDeposits(ctx, me(request), request.query),
    );

    app.get(
      '/api/deposits/:slug',
      { schema: { tags, params: ZSlugParams, response: { 200: ZDepositInvoice } } },
      async (request) => getMyDeposit(ctx, me(request), request.params.slug),
    );

    app.post(
      '/api/deposits/:slug/proof',
      { schema: { tags, params: ZSlugParams, consumes: ['multipart/form-data'], response: { 200: ZDepositInvoice } } },
      async (request) => {
        const part = await request.file({ limits: { fileSize: PROOF_MAX_BYTES, files: 1 } });
        if (!part) throw AppError.field('file', 'Choose an image or a PDF to upload.');
        const file = await part.toBuffer();
        return addDepositProof(ctx, { memberId: me(request), slug: request.params.slug, proof: { file } });
      },
    );

    app.post(
      '/api/deposits/:slug/tx-hash',
      { schema: { tags, params: ZSlugParams, body: ZTxHashRequest, response: { 200: ZDepositInvoice } } },
      async (request) =>
        addDepositProof(ctx, {
          memberId: me(request),
          slug: request.params.slug,
          proof: { txHash: request.body.txHash },
        }),
    );

    app.get('/api/deposits/:slug/proofs/:proofId', { schema: { tags, params: ZProofParams } }, async (request, reply) =>
      sendPrivateFile(reply, await readDepositProof(ctx, { ...request.params, memberId: me(request) })),
    );

    app.post(
      '/api/deposits/:slug/cancel',
      { schema: { tags, params: ZSlugParams, response: { 200: ZDepositInvoice } } },
      async (request) => cancelDeposit(ctx, { memberId: me(request), slug: request.params.slug }),
    );

    app.get('/api/deposits/:slug/pdf', { schema: { tags, params: ZSlugParams } }, async (request, reply) => {
      const invoice = await getMyDeposit(ctx, me(request), request.params.slug);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .send(await depositPdf(invoice, ctx.config.BRAND_NAME));
    });

    // Withdrawals
    app.post(
      '/api/withdrawals',
      {
        config: { noImpersonation: true },
        // What can be refused is refused before the password step (the body is validated by then).
        preHandler: [
          refuseWhileImpersonating(ctx),
          async (request) => {
            // A retry of an answered request is answered as the first time, whatever the balance is now.
            if (await alreadyAnswered(ctx.db, request, me(request))) return;
            await precheckWithdrawal(ctx, { memberId: me(request), request: request.body });
          },
          requireStepUp(ctx),
        ],
        schema: {
          tags,
          headers: ZIdempotencyKeyHeader,
          body: ZCreateWithdrawalRequest,
          response: { 201: ZWithdrawal },
        },
      },
      async (request, reply) =>
        replyIdempotent(
          ctx,
          request,
          reply,
          me(request),
          (tx) => createWithdrawal(tx, { memberId: me(request), request: request.body }),
          201,
        ),
    );

    app.get(
      '/api/withdrawals',
      { schema: { tags, querystring: ZWithdrawalListQuery, response: { 200: ZWithdrawalListResponse } } },
      async (request) => listMyWithdrawals(ctx, me(request), request.query),
    );

    app.get(
      '/api/withdrawals/:slug',
      { schema: { tags, params: ZSlugParams, response: { 200: ZWithdrawal } } },
      async (request) => getMyWithdrawal(ctx, me(request), request.params.slug),
    );

    app.post(
      '/api/withdrawals/:slug/cancel',
      {
        config: { noImpersonation: true },
        schema: { tags, params: ZSlugParams, headers: ZIdempotencyKeyHeader, response: { 200: ZWithdrawal } },
      },
      async (request, reply) =>
        replyIdempotent(ctx, request, reply, me(request), (tx) =>
          cancelWithdrawal(tx, { memberId: me(request), slug: request.params.slug }),
        ),
    );

    // Bank data
    app.get('/api/bank-data', { schema: { tags, response: { 200: ZBankData } } }, async (request) =>
      getBankData(ctx, me(request)),
    );

    app.put(
      '/api/bank-data',
      {
        config: { noImpersonation: true },
        preHandler: moneyOut,
        schema: { tags, body: ZUpdateBankDataRequest, response: { 200: ZBankData } },
      },
      async (request) => updateBankData(ctx, { memberId: me(request), change: request.body }),
    );
  };
}
