import { z } from 'zod';
import { DEPOSIT_STATUSES } from './deposits.schema.js';
import { ZWalletSummary } from './wallet.schema.js';
import { WITHDRAWAL_STATUSES } from './withdrawals.schema.js';

/** The member pages of money in and out (spec routes). */
export const MONEY_ROUTES = {
  wallet: '/wallet',
  addBalance: '/add-balance',
  invoiceBalance: '/invoice-balance/:slug',
  withdrawal: '/withdrawal',
  invoiceWd: '/invoice-wd',
  invoiceWdSlug: '/invoice-wd/:slug',
  viewWithdrawal: '/view-withdrawal',
  dataBank: '/data-bank',
  adminDeposits: '/admin/deposits',
  adminWithdrawals: '/admin/withdrawals',
  adminLedger: '/admin/ledger',
  adminMoneySettings: '/admin/money-settings',
} as const;
export const invoiceBalancePath = (slug: string) => `/invoice-balance/${encodeURIComponent(slug)}`;
export const invoiceWdPath = (slug: string) => `/invoice-wd/${encodeURIComponent(slug)}`;

/**
 * The money API. (I) = needs an Idempotency-Key header; (S) = needs a recent password proof
 * (403 STEP_UP_REQUIRED, then POST /api/account/step-up); (N) = refused while an operator acts
 * as the member. Another member's invoice, withdrawal or proof answers 404.
 *
 * Member:
 *   GET  /api/wallet                         WalletSummary
 *   GET  /api/wallet/history                 WalletHistoryResponse (?kind&from&to&page&pageSize)
 *   GET  /api/wallet/history.csv             text/csv, same filters, running balance
 *   GET  /api/money/options                  MoneyOptions (settings + enabled payment methods)
 *   POST /api/deposits                  (I)  CreateDepositRequest → 201 DepositInvoice
 *   GET  /api/deposits                       DepositListResponse (?status&page&pageSize)
 *   GET  /api/deposits/:slug                 DepositInvoice
 *   POST /api/deposits/:slug/proof           multipart `file` (PROOF_TYPES, PROOF_MAX_BYTES) → DepositInvoice
 *   POST /api/deposits/:slug/tx-hash         TxHashRequest → DepositInvoice
 *   GET  /api/deposits/:slug/proofs/:proofId the proof file (private)
 *   POST /api/deposits/:slug/cancel          DepositInvoice (pending only, else 409)
 *   GET  /api/deposits/:slug/pdf             application/pdf
 *   POST /api/withdrawals             (I,S,N) CreateWithdrawalRequest → 201 Withdrawal
 *   GET  /api/withdrawals                    WithdrawalListResponse (?status&page&pageSize)
 *   GET  /api/withdrawals/:slug              Withdrawal
 *   POST /api/withdrawals/:slug/cancel (I,N) Withdrawal (pending only, else 409; releases the hold)
 *   GET  /api/bank-data                      BankData
 *   PUT  /api/bank-data                (S,N) UpdateBankDataRequest → BankData (audited, e-mailed)
 * Operator (/api/admin, requireOperator):
 *   GET  /api/admin/deposits                 AdminDepositList (?status&member&from&to&page&pageSize)
 *   GET  /api/admin/deposits/:slug           AdminDeposit
 *   GET  /api/admin/deposits/:slug/proofs/:proofId  the proof file
 *   POST /api/admin/deposits/:slug/approve   (I) AdminDeposit (credits the member)
 *   POST /api/admin/deposits/:slug/reject    (I) RejectRequest → AdminDeposit
 *   GET  /api/admin/withdrawals              AdminWithdrawalList (same filters)
 *   GET  /api/admin/withdrawals/:slug        AdminWithdrawal (the destination's label only)
 *   GET  /api/admin/withdrawals/:slug/destination  WithdrawalDestination (in full; audited read)
 *   POST /api/admin/withdrawals/:slug/approve    (I) AdminWithdrawal
 *   POST /api/admin/withdrawals/:slug/reject     (I) RejectRequest → AdminWithdrawal (releases the hold)
 *   POST /api/admin/withdrawals/:slug/mark-paid  (I) MarkPaidRequest → AdminWithdrawal (posts the hold)
 *   GET  /api/admin/ledger/transfers         LedgerTransferList (?member&kind&from&to&page&pageSize)
 *   GET  /api/admin/ledger/check             LedgerCheck
 *   GET  /api/admin/money-settings           MoneySettings
 *   PUT  /api/admin/money-settings           UpdateMoneySettingsRequest → MoneySettings
 *   GET  /api/admin/payment-methods          PaymentMethodList (all, disabled too)
 *   POST /api/admin/payment-methods          PaymentMethodInput → 201 PaymentMethod
 *   PUT  /api/admin/payment-methods/:id      PaymentMethodInput → PaymentMethod
 * Live: topic `money` (member): MoneyLive, after every change of the member's invoices,
 * withdrawals or holds; `balance` as before for the top bar.
 */
export const MONEY_API = {
  wallet: '/api/wallet',
  history: '/api/wallet/history',
  historyCsv: '/api/wallet/history.csv',
  options: '/api/money/options',
  deposits: '/api/deposits',
  deposit: (slug: string) => `/api/deposits/${encodeURIComponent(slug)}`,
  depositProof: (slug: string) => `/api/deposits/${encodeURIComponent(slug)}/proof`,
  depositTxHash: (slug: string) => `/api/deposits/${encodeURIComponent(slug)}/tx-hash`,
  depositCancel: (slug: string) => `/api/deposits/${encodeURIComponent(slug)}/cancel`,
  depositPdf: (slug: string) => `/api/deposits/${encodeURIComponent(slug)}/pdf`,
  withdrawals: '/api/withdrawals',
  withdrawal: (slug: string) => `/api/withdrawals/${encodeURIComponent(slug)}`,
  withdrawalCancel: (slug: string) => `/api/withdrawals/${encodeURIComponent(slug)}/cancel`,
  bankData: '/api/bank-data',
  admin: {
    deposits: '/api/admin/deposits',
    deposit: (slug: string) => `/api/admin/deposits/${encodeURIComponent(slug)}`,
    depositApprove: (slug: string) => `/api/admin/deposits/${encodeURIComponent(slug)}/approve`,
    depositReject: (slug: string) => `/api/admin/deposits/${encodeURIComponent(slug)}/reject`,
    withdrawals: '/api/admin/withdrawals',
    withdrawal: (slug: string) => `/api/admin/withdrawals/${encodeURIComponent(slug)}`,
    withdrawalDestination: (slug: string) => `/api/admin/withdrawals/${encodeURIComponent(slug)}/destination`,
    withdrawalApprove: (slug: string) => `/api/admin/withdrawals/${encodeURIComponent(slug)}/approve`,
    withdrawalReject: (slug: string) => `/api/admin/withdrawals/${encodeURIComponent(slug)}/reject`,
    withdrawalMarkPaid: (slug: string) => `/api/admin/withdrawals/${encodeURIComponent(slug)}/mark-paid`,
    ledgerTransfers: '/api/admin/ledger/transfers',
    ledgerCheck: '/api/admin/ledger/check',
    moneySettings: '/api/admin/money-settings',
    paymentMethods: '/api/admin/payment-methods',
    paymentMethod: (id: string) => `/api/admin/payment-methods/${encodeURIComponent(id)}`,
  },
} as const;

/** The `money` live topic: the wallet figures and the member's recently changed invoices and withdrawals. */
export const ZMoneyLive = z.object({
  summary: ZWalletSummary,
  /** The member's 10 most recently changed invoices and withdrawals, newest first. */
  recent: z.array(
    z.discriminatedUnion('type', [
      z.object({
        type: z.literal('deposit'),
        slug: z.string(),
        status: z.enum(DEPOSIT_STATUSES),
        updatedAt: z.string(),
      }),
      z.object({
        type: z.literal('withdrawal'),
        slug: z.string(),
        status: z.enum(WITHDRAWAL_STATUSES),
        updatedAt: z.string(),
      }),
    ]),
  ),
});
export type MoneyLive = z.infer<typeof ZMoneyLive>;
