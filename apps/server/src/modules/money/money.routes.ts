import { moneyApi, PROOF_MAX_BYTES } from '@member-area/shared';
import { type CheckInput, route } from '../../module.js';
import { AppError } from '../../platform/http/app-error.js';
import { toBalance, walletBalanceRead } from './balance-read.js';
import { getBankData, updateBankData } from './bank-data.js';
import { cancelDeposit } from './cancel-deposit.js';
import { cancelWithdrawal } from './cancel-withdrawal.js';
import { createDeposit } from './create-deposit.js';
import { createWithdrawal, precheckWithdrawal, withdrawalChecksRead } from './create-withdrawal.js';
import { depositPdf } from './deposit-pdf.js';
import { addDepositProof, readDepositProof } from './deposit-proofs.js';
import { getMyDeposit, getMyWithdrawal, listMyDeposits, listMyWithdrawals } from './list-money.js';
import { moneySettingsOf, readMoneyRules } from './money-settings.repo.js';
import { listPaymentMethods } from './payment-methods.repo.js';
import { sendPrivateFile } from './send-file.js';
import { sendWalletHistoryCsv, walletHistory } from './wallet-history.js';
import { walletSummary } from './wallet-summary.js';

/** A member's money; `member` is always the signed-in member, so another's rows answer 404. */
export const moneyRoutes = [
  route(moneyApi.balance, ({ read }) => toBalance(read), { memberRead: walletBalanceRead }),
  route(moneyApi.wallet, ({ ctx, member }) => walletSummary(ctx.db, member.id)),
  route(moneyApi.history, ({ ctx, member, query }) => walletHistory(ctx, member.id, query)),
  route(moneyApi.historyCsv, ({ ctx, member, query, reply }) => sendWalletHistoryCsv(ctx, reply, member.id, query)),
  route(moneyApi.options, async ({ ctx }) => ({
    settings: moneySettingsOf(await readMoneyRules(ctx.db)),
    methods: await listPaymentMethods(ctx.db, { enabledOnly: true }),
  })),

  route(moneyApi.createDeposit, ({ ctx, member, body }) => createDeposit(ctx, { memberId: member.id, request: body })),
  route(moneyApi.deposits, ({ ctx, member, query }) => listMyDeposits(ctx, member.id, query)),
  route(moneyApi.deposit, ({ ctx, member, params }) => getMyDeposit(ctx, member.id, params.slug)),
  route(moneyApi.depositProof, async ({ ctx, member, params, request }) => {
    const part = await request.file({ limits: { fileSize: PROOF_MAX_BYTES, files: 1 } });
    if (!part) throw AppError.field('file', 'Choose an image or a PDF to upload.');
    const file = await part.toBuffer();
    return addDepositProof(ctx, { memberId: member.id, slug: params.slug, proof: { file } });
  }),
  route(moneyApi.depositTxHash, ({ ctx, member, params, body }) =>
    addDepositProof(ctx, { memberId: member.id, slug: params.slug, proof: { txHash: body.txHash } }),
  ),
  route(moneyApi.depositProofFile, async ({ ctx, member, params, reply }) =>
    sendPrivateFile(reply, await readDepositProof(ctx, { ...params, memberId: member.id })),
  ),
  route(moneyApi.cancelDeposit, ({ ctx, member, params }) =>
    cancelDeposit(ctx, { memberId: member.id, slug: params.slug }),
  ),
  route(moneyApi.depositPdf, async ({ ctx, member, params, reply }) => {
    const invoice = await getMyDeposit(ctx, member.id, params.slug);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .send(await depositPdf(invoice, ctx.config.BRAND_NAME));
  }),

  route(
    moneyApi.createWithdrawal,
    ({ ctx, member, body, prechecked }) => createWithdrawal(ctx, { memberId: member.id, request: body }, prechecked),
    {
      memberRead: withdrawalChecksRead,
      precheck: ({
        ctx,
        member,
        body,
        read,
      }: CheckInput<typeof moneyApi.createWithdrawal, typeof withdrawalChecksRead>) =>
        precheckWithdrawal(ctx, { memberId: member.id, request: body }, read),
    },
  ),
  route(moneyApi.withdrawals, ({ ctx, member, query }) => listMyWithdrawals(ctx, member.id, query)),
  route(moneyApi.withdrawal, ({ ctx, member, params }) => getMyWithdrawal(ctx, member.id, params.slug)),
  route(moneyApi.cancelWithdrawal, ({ ctx, member, params }) =>
    cancelWithdrawal(ctx, { memberId: member.id, slug: params.slug }),
  ),

  route(moneyApi.bankData, ({ ctx, member }) => getBankData(ctx, member.id)),
  route(moneyApi.updateBankData, ({ ctx, member, body }) => updateBankData(ctx, { memberId: member.id, change: body })),
];
