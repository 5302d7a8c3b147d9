import { z } from 'zod';
import { ZAmount } from '../admin/adjust-balance.schema.js';
import { WITHDRAWAL_SOURCES } from '../funds/funds.schema.js';
import { ZDestinationId, ZPayoutDestination } from './bank-data.schema.js';
import { ZMoney, ZMoneyCurrency } from './money-settings.schema.js';
import { keyedPage, keyedPageQuery } from './paged.js';

/**
 * pending → approved → paid; pending or approved → rejected; pending → cancelled (by the
 * member). Rejected and cancelled give the held amount and fee back; paid keeps them.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/**
 * POST /api/withdrawals (Idempotency-Key; needs a recent password proof: 403 STEP_UP_REQUIRED,
 * then POST /api/account/step-up and retry). Holds amount + fee from the wallet.
 */
export const ZCreateWithdrawalRequest = z.object({
  amount: ZAmount,
  destination: ZDestinationId,
  /** The fund it is paid from (held from that account); the wallet when absent. */
  source: z.enum(WITHDRAWAL_SOURCES).default('wallet'),
});
export type CreateWithdrawalRequest = z.infer<typeof ZCreateWithdrawalRequest>;
export type CreateWithdrawalInput = z.input<typeof ZCreateWithdrawalRequest>;

/** A withdrawal: /invoice-wd/:slug. */
export const ZWithdrawal = z.object({
  slug: z.string(),
  /** Human number, e.g. "W-000042". */
  number: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Where it is paid from: the wallet, the profit fund or the bonus fund. */
  source: z.enum(WITHDRAWAL_SOURCES),
  amount: ZMoney,
  fee: ZMoney,
  /** amount + fee: what is held, and what leaves the wallet when paid. */
  total: ZMoney,
  currency: ZMoneyCurrency,
  /** The destination as it was when requested. */
  destination: ZPayoutDestination,
  /** The destination's details changed less than 24 hours before the request: the operator should check. */
  flaggedRecentDestinationChange: z.boolean(),
  /** The operator's reason when rejected. */
  reason: z.string().nullable(),
  /** The operator's payout reference once paid. */
  payoutReference: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawalListQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  source: z.enum(WITHDRAWAL_SOURCES).optional(),
  ...keyedPageQuery(),
});
export type WithdrawalListQuery = z.input<typeof ZWithdrawalListQuery>;

export const ZWithdrawalListResponse = keyedPage(ZWithdrawal);
export type WithdrawalListResponse = z.infer<typeof ZWithdrawalListResponse>;
