import { z } from 'zod';
import { ZDay } from '../http/day.js';
import { TRANSFER_KINDS, type TransferKindName } from '../ledger/kinds.js';
import { ZMoney, ZMoneyCurrency } from './money-settings.schema.js';
import { paged, pageQuery } from './paged.js';

/** Each kind in words (the histories' "Kind" filters); a movement reads as `movementLabel` says. */
export const TRANSFER_KIND_LABEL: Record<TransferKindName, string> = {
  'adjustment.credit': 'Adjustment (credit)',
  'adjustment.debit': 'Adjustment (debit)',
  'hold.reserve': 'On hold (withdrawal or position margin)',
  'hold.void': 'Released from hold',
  'deposit.paid': 'Deposit',
  'withdrawal.payout': 'Withdrawal paid',
  'withdrawal.fee': 'Withdrawal fee',
  'position.fee': 'Trading fee',
  'position.profit': 'Trading profit',
  'position.loss': 'Trading loss',
  'referral.commission': 'Referral bonus',
  'fund.move': 'Moved to wallet',
  'investment.open': 'Investment',
  'investment.capital_return': 'Investment capital returned',
  'investment.capital_retained': 'Investment capital (kept by its terms)',
  'profit.daily': 'Daily profit',
};

/**
 * One movement's kind in words, named by what it belongs to (its reference, `purpose:id`): a
 * hold is a withdrawal's money or a position's margin, a position's fee and P/L name the position.
 */
export function movementLabel(kind: TransferKindName, reference: string | null): string {
  const at = reference?.indexOf(':') ?? -1;
  const what = at > 0 ? reference?.slice(0, at) : undefined;
  const id = reference?.slice(at + 1) ?? '';
  if (what === 'position') {
    if (kind === 'hold.reserve') return `Position ${id} margin (on hold)`;
    if (kind === 'hold.void') return `Position ${id} closed: margin returned`;
    return `${TRANSFER_KIND_LABEL[kind]} ${id}`;
  }
  if (what === 'withdrawal' && kind === 'hold.reserve') return 'Withdrawal requested (on hold)';
  if (what === 'withdrawal' && kind === 'hold.void') return 'Withdrawal released';
  return TRANSFER_KIND_LABEL[kind];
}

/** GET /api/wallet: the /wallet page's and the dashboard cards' figures. */
export const ZWalletSummary = z.object({
  currency: ZMoneyCurrency,
  /** The wallet: what can be spent or withdrawn (the top bar's balance). */
  available: ZMoney,
  /** Set aside for withdrawals being processed and open positions' margin. */
  onHold: ZMoney,
  pendingDeposits: z.object({ count: z.number().int(), amount: ZMoney }),
  /** Amount plus fee of withdrawals not yet paid, rejected or cancelled. */
  pendingWithdrawals: z.object({ count: z.number().int(), amount: ZMoney }),
});
export type WalletSummary = z.infer<typeof ZWalletSummary>;

/** Filters of the wallet history (and its CSV export): kind, and a date range in UTC, both ends included. */
export const ZWalletHistoryQuery = z.object({
  kind: z.enum(TRANSFER_KINDS).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  ...pageQuery(),
});
export type WalletHistoryQuery = z.input<typeof ZWalletHistoryQuery>;

/** What a movement was for, when it belongs to an invoice or a withdrawal (a link on the page). */
export const ZMoneySubject = z.object({
  type: z.enum(['deposit', 'withdrawal']),
  slug: z.string(),
  number: z.string(),
});
export type MoneySubject = z.infer<typeof ZMoneySubject>;

/** One movement of the wallet: newest first; `balance` is the wallet right after it. */
export const ZWalletHistoryRow = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  /** The movement in words, with its state now ("Withdrawal W-000002 paid", "Withdrawal fee"). */
  label: z.string(),
  /** Invoice or withdrawal number, or the operator's reason for an adjustment. */
  reference: z.string(),
  /** Signed: positive into the wallet, negative out of it. */
  amount: ZMoney,
  balance: ZMoney,
  subject: ZMoneySubject.nullable(),
});
export type WalletHistoryRow = z.infer<typeof ZWalletHistoryRow>;

export const ZWalletHistoryResponse = paged(ZWalletHistoryRow);
export type WalletHistoryResponse = z.infer<typeof ZWalletHistoryResponse>;

/** Columns of GET /api/wallet/history.csv (same filters, no paging, newest first). */
export const WALLET_CSV_COLUMNS = ['date', 'kind', 'reference', 'amount', 'balance'] as const;
