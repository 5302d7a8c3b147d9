// The closed sets of account and transfer kinds. The database holds the same lists
// (ledger_account_kind, ledger_transfer_kind): a new kind needs a migration and a line here.

export type MemberAccountKind = 'wallet' | 'held' | 'profit' | 'bonus';

/** Platform accounts take the other side; their balance is derived from the journal. */
export type PlatformAccountKind =
  | 'adjustments'
  | 'deposits'
  | 'payouts'
  | 'fees'
  | 'profit_expense'
  | 'bonus_expense'
  | 'trading_book';

export type TransferKind =
  | 'adjustment.credit'
  | 'adjustment.debit'
  | 'hold.reserve'
  | 'hold.void'
  | 'deposit.paid'
  | 'withdrawal.payout'
  | 'withdrawal.fee';

export type AccountKey = { owner: string; kind: MemberAccountKind } | { platform: PlatformAccountKind };

export const isMemberKey = (key: AccountKey): key is { owner: string; kind: MemberAccountKind } => 'owner' in key;
