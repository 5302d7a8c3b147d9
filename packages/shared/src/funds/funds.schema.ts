import { z } from 'zod';
import { ZAmount } from '../admin/adjust-balance.schema.js';
import { ZMoney, ZMoneyCurrency } from '../money/money-settings.schema.js';
import { paged } from '../money/paged.js';
import { ZWalletHistoryQuery, ZWalletHistoryRow } from '../money/wallet.schema.js';

/** A member's two funds beside the wallet: daily profit, and referral bonuses. */
export const FUNDS = ['profit', 'bonus'] as const;
export type Fund = (typeof FUNDS)[number];
export const FUND_LABEL: Record<Fund, string> = { profit: 'Profit', bonus: 'Bonus' };

/** Where a withdrawal is paid from: the wallet (the default) or one of the funds. */
export const WITHDRAWAL_SOURCES = ['wallet', ...FUNDS] as const;
export type WithdrawalSource = (typeof WITHDRAWAL_SOURCES)[number];
export const WITHDRAWAL_SOURCE_LABEL: Record<WithdrawalSource, string> = {
  wallet: 'Wallet',
  profit: 'Profit fund',
  bonus: 'Bonus fund',
};

export const ZFundParams = z.object({ fund: z.enum(FUNDS) });

/** The live `funds` topic: both funds' balances, pushed after every change of either. */
export const ZFundBalances = z.object({ profit: ZMoney, bonus: ZMoney });
export type FundBalances = z.infer<typeof ZFundBalances>;

/** GET /api/funds/:fund: the /funds-* and /withdrawal-* pages' figures and rules. */
export const ZFundSummary = z.object({
  fund: z.enum(FUNDS),
  currency: ZMoneyCurrency,
  /** What can be moved or withdrawn now. */
  balance: ZMoney,
  /** Amount plus fee of this fund's withdrawals not yet paid, rejected or cancelled. */
  pendingWithdrawals: z.object({ count: z.number().int(), amount: ZMoney }),
  /** The least that may be moved to the wallet, and withdrawn, from this fund. */
  moveMin: ZMoney,
  withdrawalMin: ZMoney,
  withdrawalFee: ZMoney,
});
export type FundSummary = z.infer<typeof ZFundSummary>;

/** The history's filters: the wallet history's (kind, UTC dates, paging). */
export const ZFundHistoryQuery = ZWalletHistoryQuery;
export type FundHistoryQuery = z.input<typeof ZFundHistoryQuery>;

/** A fund's movement: a wallet history row, and for a referral bonus whom it came from. */
export const ZFundHistoryRow = ZWalletHistoryRow.extend({
  referral: z.object({ userName: z.string(), level: z.number().int() }).nullable(),
});
export type FundHistoryRow = z.infer<typeof ZFundHistoryRow>;

export const ZFundHistoryResponse = paged(ZFundHistoryRow);
export type FundHistoryResponse = z.infer<typeof ZFundHistoryResponse>;

/** Columns of a fund's CSV export (same filters, no paging, newest first). */
export const FUND_CSV_COLUMNS = ['date', 'kind', 'reference', 'from_member', 'level', 'amount', 'balance'] as const;

/** POST /api/funds/:fund/move (Idempotency-Key): an instant move to the wallet. */
export const ZMoveToWalletRequest = z.object({ amount: ZAmount });
export type MoveToWalletRequest = z.infer<typeof ZMoveToWalletRequest>;

export const ZMoveToWalletResponse = z.object({
  fund: z.enum(FUNDS),
  moved: ZMoney,
  /** The fund and the wallet right after the move. */
  fundBalance: ZMoney,
  walletBalance: ZMoney,
});
export type MoveToWalletResponse = z.infer<typeof ZMoveToWalletResponse>;
