import { moneyDeskApi } from '@member-area/shared';
import { route } from '../../module.js';
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
import { savePaymentMethod, updateMoneySettings } from './money-settings.js';
import { moneySettingsOf, readMoneyRules } from './money-settings.repo.js';
import { listPaymentMethods } from './payment-methods.repo.js';
import { sendPrivateFile } from './send-file.js';

/** The operators' money desk; `member` is the signed-in operator. */
export const moneyDeskRoutes = [
  route(moneyDeskApi.deposits, ({ ctx, query }) => listDepositQueue(ctx, query)),
  route(moneyDeskApi.deposit, ({ ctx, params }) => getQueuedDeposit(ctx, params.slug)),
  route(moneyDeskApi.depositProof, async ({ ctx, member, params, reply }) =>
    sendPrivateFile(reply, await readDepositProof(ctx, { ...params, operatorId: member.id })),
  ),
  route(moneyDeskApi.approveDeposit, ({ ctx, member, params }) =>
    decideDeposit(ctx, { operatorId: member.id, slug: params.slug, decision: { type: 'approve' } }),
  ),
  route(moneyDeskApi.rejectDeposit, ({ ctx, member, params, body }) =>
    decideDeposit(ctx, { operatorId: member.id, slug: params.slug, decision: { type: 'reject', reason: body.reason } }),
  ),

  route(moneyDeskApi.withdrawals, ({ ctx, query }) => listWithdrawalQueue(ctx, query)),
  route(moneyDeskApi.withdrawal, ({ ctx, params }) => getQueuedWithdrawal(ctx, params.slug)),
  route(moneyDeskApi.withdrawalDestination, ({ ctx, member, params }) =>
    readWithdrawalDestination(ctx, { operatorId: member.id, slug: params.slug }),
  ),
  route(moneyDeskApi.approveWithdrawal, ({ ctx, member, params }) =>
    decideWithdrawal(ctx, { operatorId: member.id, slug: params.slug, decision: { type: 'approve' } }),
  ),
  route(moneyDeskApi.rejectWithdrawal, ({ ctx, member, params, body }) =>
    decideWithdrawal(ctx, {
      operatorId: member.id,
      slug: params.slug,
      decision: { type: 'reject', reason: body.reason },
    }),
  ),
  route(moneyDeskApi.markWithdrawalPaid, ({ ctx, member, params, body }) =>
    decideWithdrawal(ctx, {
      operatorId: member.id,
      slug: params.slug,
      decision: { type: 'mark-paid', payoutReference: body.payoutReference },
    }),
  ),

  route(moneyDeskApi.ledgerTransfers, ({ ctx, query }) => exploreLedger(ctx, query)),
  route(moneyDeskApi.ledgerCheck, ({ ctx }) => ledgerCheck(ctx)),

  route(moneyDeskApi.moneySettings, async ({ ctx }) => moneySettingsOf(await readMoneyRules(ctx.db))),
  route(moneyDeskApi.updateMoneySettings, ({ ctx, member, body }) =>
    updateMoneySettings(ctx, { operatorId: member.id, patch: body }),
  ),
  route(moneyDeskApi.paymentMethods, async ({ ctx }) => ({
    rows: await listPaymentMethods(ctx.db, { enabledOnly: false }),
  })),
  route(moneyDeskApi.createPaymentMethod, ({ ctx, member, body }) =>
    savePaymentMethod(ctx, { operatorId: member.id, input: body }),
  ),
  route(moneyDeskApi.updatePaymentMethod, ({ ctx, member, params, body }) =>
    savePaymentMethod(ctx, { operatorId: member.id, id: params.id, input: body }),
  ),
];
