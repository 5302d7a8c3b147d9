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
