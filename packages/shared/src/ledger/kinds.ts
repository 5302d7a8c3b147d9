// The ledger's vocabulary, once: the server's kinds (modules/ledger/kinds.ts) are these lists, and
// a test fails when the database's tables (ledger_account_kind, ledger_transfer_kind) differ.
// A new kind is a line here and a migration that inserts it.

/** Accounts a member owns (one of each, opened on first use). */
export const MEMBER_ACCOUNT_KINDS = ['wallet', 'held', 'profit', 'bonus', 'invested'] as const;

/** Platform accounts take the other side; their balance is derived from the journal. */
export const PLATFORM_ACCOUNT_KINDS = [
  'adjustments',
  'deposits',
  'payouts',
  'fees',
  'profit_expense',
  'bonus_expense',
  'trading_book',
] as const;

/** Every kind of ledger transfer. */
export const TRANSFER_KINDS = [
  'adjustment.credit',
  'adjustment.debit',
  'hold.reserve',
  'hold.void',
  'deposit.paid',
  'withdrawal.payout',
  'withdrawal.fee',
  'position.fee',
  'position.profit',
  'position.loss',
  'referral.commission',
  'fund.move',
  'investment.open',
  'investment.capital_return',
  'investment.capital_retained',
  'profit.daily',
] as const;

export type MemberAccountKindName = (typeof MEMBER_ACCOUNT_KINDS)[number];
export type PlatformAccountKindName = (typeof PLATFORM_ACCOUNT_KINDS)[number];
export type TransferKindName = (typeof TRANSFER_KINDS)[number];
