import { z } from 'zod';
import { defineRoute } from '../http/define-route.js';
import { ZBalance } from '../wallet/balance.schema.js';
import { ZBankData, ZUpdateBankDataRequest } from './bank-data.schema.js';
import {
  ZCreateDepositRequest,
  ZDepositInvoice,
  ZDepositListQuery,
  ZDepositListResponse,
  ZTxHashRequest,
} from './deposits.schema.js';
import { ZMoneyOptions } from './money-settings.schema.js';
import { ZWalletHistoryQuery, ZWalletHistoryResponse, ZWalletSummary } from './wallet.schema.js';
import {
  ZCreateWithdrawalRequest,
  ZWithdrawal,
  ZWithdrawalListQuery,
  ZWithdrawalListResponse,
} from './withdrawals.schema.js';

export const ZSlugParams = z.object({ slug: z.string().min(1).max(64) });
export const ZProofParams = ZSlugParams.extend({ proofId: z.string().min(1).max(64) });

/**
 * A member's money: the live balance, the wallet and its history, deposit invoices, withdrawals
 * and payout details. Another member's invoice, withdrawal or proof answers 404.
 */
export const moneyApi = {
  balance: defineRoute({
    method: 'GET',
    path: '/api/balance',
    summary: "The member's live balance (their wallet), in USD",
    access: 'member',
    response: ZBalance,
  }),
  wallet: defineRoute({
    method: 'GET',
    path: '/api/wallet',
    summary: 'The wallet: available, on hold, pending deposits and withdrawals',
    access: 'member',
    response: ZWalletSummary,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/wallet/history',
    summary: 'The wallet’s movements, newest first, with the balance after each',
    access: 'member',
    query: ZWalletHistoryQuery,
    response: ZWalletHistoryResponse,
  }),
  historyCsv: defineRoute({
    method: 'GET',
    path: '/api/wallet/history.csv',
    summary: 'The same movements as CSV (same filters), streamed',
    access: 'member',
    query: ZWalletHistoryQuery.omit({ page: true, pageSize: true }),
    produces: 'text/csv',
  }),
  options: defineRoute({
    method: 'GET',
    path: '/api/money/options',
    summary: 'Limits, fees and the enabled payment methods',
    access: 'member',
    response: ZMoneyOptions,
  }),
  createDeposit: defineRoute({
    method: 'POST',
    path: '/api/deposits',
    summary: 'Create a deposit invoice',
    access: 'member',
    body: ZCreateDepositRequest,
    response: ZDepositInvoice,
    status: 201,
    idempotent: true,
  }),
  deposits: defineRoute({
    method: 'GET',
    path: '/api/deposits',
    summary: 'The member’s deposit invoices',
    access: 'member',
    query: ZDepositListQuery,
    response: ZDepositListResponse,
  }),
  deposit: defineRoute({
    method: 'GET',
    path: '/api/deposits/:slug',
    summary: 'One deposit invoice',
    access: 'member',
    params: ZSlugParams,
    response: ZDepositInvoice,
    errors: ['NOT_FOUND'],
  }),
  depositProof: defineRoute({
    method: 'POST',
    path: '/api/deposits/:slug/proof',
    summary: 'Upload a proof of payment (multipart `file`: an image or a PDF)',
    access: 'member',
    params: ZSlugParams,
    multipart: true,
    response: ZDepositInvoice,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  depositTxHash: defineRoute({
    method: 'POST',
    path: '/api/deposits/:slug/tx-hash',
    summary: 'Give the transaction hash of a crypto payment',
    access: 'member',
    params: ZSlugParams,
    body: ZTxHashRequest,
    response: ZDepositInvoice,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  depositProofFile: defineRoute({
    method: 'GET',
    path: '/api/deposits/:slug/proofs/:proofId',
    summary: 'One of the member’s own proofs (private)',
    access: 'member',
    params: ZProofParams,
    produces: 'application/octet-stream',
    errors: ['NOT_FOUND'],
  }),
  cancelDeposit: defineRoute({
    method: 'POST',
    path: '/api/deposits/:slug/cancel',
    summary: 'Cancel a pending invoice',
    access: 'member',
    params: ZSlugParams,
    response: ZDepositInvoice,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  depositPdf: defineRoute({
    method: 'GET',
    path: '/api/deposits/:slug/pdf',
    summary: 'The invoice as a PDF',
    access: 'member',
    params: ZSlugParams,
    produces: 'application/pdf',
    errors: ['NOT_FOUND'],
  }),
  createWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/withdrawals',
    summary: 'Ask for a withdrawal: the amount and fee are held until an operator decides',
    access: 'member',
    body: ZCreateWithdrawalRequest,
    response: ZWithdrawal,
    status: 201,
    idempotent: true,
    stepUp: true,
    impersonation: 'refuse',
    errors: ['INSUFFICIENT_FUNDS'],
  }),
  withdrawals: defineRoute({
    method: 'GET',
    path: '/api/withdrawals',
    summary: 'The member’s withdrawals',
    access: 'member',
    query: ZWithdrawalListQuery,
    response: ZWithdrawalListResponse,
  }),
  withdrawal: defineRoute({
    method: 'GET',
    path: '/api/withdrawals/:slug',
    summary: 'One withdrawal',
    access: 'member',
    params: ZSlugParams,
    response: ZWithdrawal,
    errors: ['NOT_FOUND'],
  }),
  cancelWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/withdrawals/:slug/cancel',
    summary: 'Cancel a pending withdrawal: its hold is released',
    access: 'member',
    params: ZSlugParams,
    response: ZWithdrawal,
    idempotent: true,
    impersonation: 'refuse',
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  bankData: defineRoute({
    method: 'GET',
    path: '/api/bank-data',
    summary: 'The member’s payout details',
    access: 'member',
    response: ZBankData,
  }),
  updateBankData: defineRoute({
    method: 'PUT',
    path: '/api/bank-data',
    summary: 'Change the payout details (checked, audited and e-mailed)',
    access: 'member',
    body: ZUpdateBankDataRequest,
    response: ZBankData,
    stepUp: true,
    impersonation: 'refuse',
  }),
} as const;
