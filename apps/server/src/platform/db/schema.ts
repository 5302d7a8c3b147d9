import type { ColumnType, Generated } from 'kysely';

// Row types of every table, for Kysely. Auth tables keep Better Auth's camelCase columns;
// ours are snake_case. Each module reads only the tables it owns (see ARCHITECTURE.md).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string | number, string | number>;
type Int8 = ColumnType<bigint, bigint | number | string, bigint | number | string>;
/** Written by ledger_post() only; null on a platform side. */
type AfterColumn = ColumnType<bigint | null, never, never>;
type Identity = ColumnType<bigint, never, never>;
/** A `date` column: its parsed type differs between pg and PGlite, so it is read as `day::text` (YYYY-MM-DD). */
type DateColumn = ColumnType<unknown, string, string>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Generated<boolean>;
  image: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  username: string | null;
  displayUsername: string | null;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  firstName: string;
  lastName: string;
  currency: Generated<string>;
  referrerId: string | null;
  userTrading: Generated<boolean>;
  userBlock: Generated<boolean>;
  blockReason: string | null;
  twoFactorEnabled: Generated<boolean | null>;
  /** Invited operators: the back office stays closed until two-factor is on (migration 0026). */
  twoFactorRequired: Generated<boolean>;
}

export interface SessionTable {
  id: string;
  expiresAt: Date;
  token: string;
  createdAt: Generated<Date>;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  // Better Auth's columns for OAuth providers: unused by e-mail and password, kept by its schema.
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  password: string | null;
  createdAt: Generated<Date>;
  updatedAt: Date;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SettingsTable {
  id: Generated<number>;
  menu_contact: Generated<boolean>;
  rate_myr: Numeric;
  rate_krw: Numeric;
  rate_jpy: Numeric;
  rate_eur: Numeric;
  rate_kwd: Numeric;
  support_user_id: string | null;
  kyc_required_for_withdrawals: Generated<boolean>;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Identity;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Identity;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Timestamp;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: Timestamp | null;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface StoredFileTable {
  id: string;
  owner_id: string;
  purpose: string;
  mime: string;
  size: number;
  created_at: Timestamp;
}

export interface LedgerAccountTable {
  id: Identity;
  owner_id: string | null;
  kind: string;
  /** Member accounts only; a platform account's balance is the sum of its transfers. */
  balance: ColumnType<bigint | null, bigint | number | string | null, bigint | number | string | null>;
  /** Goes up with every balance change (migration 0014): the live balance's version. */
  version: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  /** How many movements a member account has had: the seq of its newest (migration 0016). */
  movements: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  created_at: Timestamp;
}

export interface LedgerHoldTable {
  id: Identity;
  owner_id: string;
  amount: Int8;
  purpose: 'withdrawal' | 'position';
  reference: string;
  status: Generated<'pending' | 'posted' | 'voided'>;
  reserve_transfer_id: Int8;
  decide_transfer_id: Int8 | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface LiveVersionTable {
  channel: string;
  topic: string;
  version: Int8;
}

export interface IdempotencyKeyTable {
  route: string;
  actor_id: string;
  key: string;
  request_hash: string;
  response_status: number;
  response_body: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LedgerTransferTable {
  id: Identity;
  debit_account_id: Int8;
  credit_account_id: Int8;
  amount: Int8;
  kind: string;
  reference: string | null;
  idempotency_key: string;
  created_by: string | null;
  created_at: Timestamp;
  /** A member side's balance right after this transfer and its place in that account's history (migration 0016). */
  debit_balance: AfterColumn;
  credit_balance: AfterColumn;
  debit_seq: AfterColumn;
  credit_seq: AfterColumn;
}

export interface EmailVerificationTokenTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
}

export interface ImpersonationTokenTable {
  token_hash: string;
  member_id: string;
  operator_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface JobTable {
  id: Identity;
  queue: string;
  payload: ColumnType<unknown, string, string>;
  state: Generated<'pending' | 'running' | 'done' | 'failed'>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  singleton_key: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Generated<boolean | null>;
  failedVerificationCount: Generated<number | null>;
  lockedUntil: Date | null;
}

export interface SignInEventTable {
  id: Identity;
  user_id: string;
  ip_address: string | null;
  user_agent: string | null;
  device_key: string;
  success: boolean;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface KycSubmissionTable {
  id: Identity;
  member_id: string;
  status: Generated<'pending' | 'approved' | 'rejected' | 'resubmission_requested'>;
  document_type: 'passport' | 'national_id' | 'driving_licence';
  document_number: string;
  issuing_country: string;
  date_of_birth: ColumnType<string, string, string>;
  address: string;
  front_file_id: string;
  back_file_id: string | null;
  selfie_file_id: string;
  proof_file_id: string;
  reason: string | null;
  requested_documents: ColumnType<string[], string[] | undefined, string[]>;
  submitted_at: Generated<Date>;
  decided_at: Date | null;
  decided_by: string | null;
}

export interface TotpLastStepTable {
  user_id: string;
  step: Int8;
}

export interface SessionStepUpTable {
  session_id: string;
  proved_at: Timestamp;
}

type Json<T> = ColumnType<T, string, string>;

export interface MoneySettingsTable {
  id: Generated<number>;
  deposit_min: Int8;
  deposit_max: Int8;
  withdrawal_min: Int8;
  withdrawal_fee: Int8;
  invoice_expiry_hours: number;
  updated_at: Timestamp;
  profit_withdrawal_min: Generated<bigint>;
  bonus_withdrawal_min: Generated<bigint>;
  profit_move_min: Generated<bigint>;
  bonus_move_min: Generated<bigint>;
}

export interface PaymentMethodTable {
  id: Generated<string>;
  kind: 'bank_transfer' | 'crypto';
  name: string;
  instructions: string;
  details: Json<Record<string, unknown>>;
  enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DepositInvoiceTable {
  id: Identity;
  slug: string;
  member_id: string;
  amount: Int8;
  method_id: string;
  instructions: Json<Record<string, unknown>>;
  status: Generated<'pending' | 'paid' | 'rejected' | 'cancelled' | 'expired'>;
  reason: string | null;
  transfer_id: Int8 | null;
  decided_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  decided_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface DepositProofTable {
  id: Generated<string>;
  deposit_id: Int8;
  kind: 'file' | 'tx_hash';
  file_id: string | null;
  mime: string | null;
  tx_hash: string | null;
  created_at: Timestamp;
}

export interface PayoutDestinationTable {
  member_id: string;
  id: string;
  details: Json<Record<string, unknown>>;
  changed_at: Timestamp;
}

export interface WithdrawalTable {
  id: Identity;
  slug: string;
  member_id: string;
  amount: Int8;
  fee: Int8;
  destination: Json<Record<string, unknown>>;
  flagged_recent_change: boolean;
  status: Generated<'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled'>;
  hold_id: Int8;
  reason: string | null;
  payout_reference: string | null;
  decided_by: string | null;
  paid_by: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  paid_at: Timestamp | null;
  updated_at: Timestamp;
  /** The fund the withdrawal is paid from (migration 0020). */
  source: Generated<'wallet' | 'profit' | 'bonus'>;
}

/** One upline level's commission on one investment (migration 0020): paid once per (investment, level). */
export interface ReferralCommissionTable {
  investment_id: string;
  level: number;
  beneficiary_id: string;
  investor_id: string;
  amount: Int8;
  transfer_id: Int8 | null;
  created_at: Generated<Date>;
}

/** Per member, what their `invested` account must hold: the sum of their active investments. */
export interface LedgerInvestedClaimView {
  owner_id: string | null;
  amount: string | null;
}

export interface LedgerHoldClaimView {
  hold_id: bigint;
}

/** The closed set of account kinds (and whose side each is on); seeded by the migrations. */
export interface LedgerAccountKindTable {
  kind: string;
  side: string;
}

/** The closed set of transfer kinds, each described. */
export interface LedgerTransferKindTable {
  kind: string;
  description: string;
}

export interface DB {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  rate_limit: RateLimitTable;
  stored_file: StoredFileTable;
  ledger_account: LedgerAccountTable;
  ledger_account_kind: LedgerAccountKindTable;
  ledger_transfer_kind: LedgerTransferKindTable;
  ledger_transfer: LedgerTransferTable;
  impersonation_token: ImpersonationTokenTable;
  ledger_hold: LedgerHoldTable;
  live_version: LiveVersionTable;
  idempotency_key: IdempotencyKeyTable;
  job: JobTable;
  email_verification_token: EmailVerificationTokenTable;
  twoFactor: TwoFactorTable;
  sign_in_event: SignInEventTable;
  kyc_submission: KycSubmissionTable;
  session_step_up: SessionStepUpTable;
  totp_last_step: TotpLastStepTable;
  money_settings: MoneySettingsTable;
  payment_method: PaymentMethodTable;
  deposit_invoice: DepositInvoiceTable;
  deposit_proof: DepositProofTable;
  payout_destination: PayoutDestinationTable;
  withdrawal: WithdrawalTable;
  referral_commission: ReferralCommissionTable;
  ledger_hold_claim: LedgerHoldClaimView;
  ledger_invested_claim: LedgerInvestedClaimView;
  chat_thread: ChatThreadTable;
  chat_message: ChatMessageTable;
  user_chat: UserChatTable;
  candle: CandleTable;
  trading_symbol: TradingSymbolTable;
  position: PositionTable;
  price_alert: PriceAlertTable;
  investment_package: InvestmentPackageTable;
  investment: InvestmentTable;
  investment_profit: InvestmentProfitTable;
  profit_run: ProfitRunTable;
  analytics_event: AnalyticsEventTable;
  profit_summary_subscription: ProfitSummarySubscriptionTable;
  profit_summary_mail: ProfitSummaryMailTable;
  member_pending_money: MemberPendingMoneyTable;
  member_pending_from_rows: MemberPendingFromRowsView;
  member_investment_figures: MemberInvestmentFiguresTable;
  investment_figures_from_rows: InvestmentFiguresFromRowsView;
}

/** Rates are integers of percent × 10^4 ("1.2500 %" is 12500); amounts are cents. */
export interface InvestmentPackageTable {
  id: Identity;
  name: string;
  slug: string;
  description: Generated<string>;
  min_amount: Int8;
  max_amount: Int8;
  daily_rate_e4: number;
  duration_days: number;
  capital_returned: Generated<boolean>;
  referral_rates_e4: ColumnType<number[], number[] | undefined, number[]>;
  active: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Each investment keeps the terms it was bought with; days are calendar days ('YYYY-MM-DD'). */
export interface InvestmentTable {
  id: Identity;
  member_id: string;
  package_id: Int8;
  package_name: string;
  package_slug: string;
  amount: Int8;
  daily_rate_e4: number;
  duration_days: number;
  capital_returned: boolean;
  referral_rates_e4: number[];
  status: Generated<'active' | 'completed' | 'cancelled'>;
  start_day: DateColumn;
  end_day: DateColumn;
  days_paid: Generated<number>;
  profit_paid: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

/** One paid (investment, day): its primary key makes the daily profit exactly-once. */
export interface InvestmentProfitTable {
  investment_id: Int8;
  day: DateColumn;
  day_index: number;
  member_id: string;
  amount: Int8;
  run_id: Int8 | null;
  paid_at: Timestamp;
}

export interface ProfitRunTable {
  id: Identity;
  day: DateColumn;
  source: 'job' | 'operator';
  requested_by: string | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  paid: Generated<number>;
  total: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  completed: Generated<number>;
  error: string | null;
}

/** A member who asked for the daily profit summary mail (migration 0028); no row: off. */
export interface ProfitSummarySubscriptionTable {
  member_id: string;
  created_at: Timestamp;
}

/** One summary mailed per (member, day): its primary key makes the mail exactly-once. */
export interface ProfitSummaryMailTable {
  member_id: string;
  day: DateColumn;
  total: Int8;
  mailed_at: Timestamp;
}

export interface ChatThreadTable {
  id: string;
  user_high: string;
  user_low: string;
  created_at: Generated<Date>;
}

export interface ChatMessageTable {
  seq: Identity;
  id: string;
  chat_id: string;
  sender_id: string;
  text: string;
  img_file_id: string | null;
  date: Generated<Date>;
}

export interface UserChatTable {
  user_id: string;
  chat_id: string;
  partner_id: string;
  date: Date | null;
  last_message: Generated<string>;
  last_message_id: string | null;
  unread: Generated<number>;
}

/** A tradeable symbol (migration 0022); spread and fee in basis points. */
export interface TradingSymbolTable {
  symbol: string;
  name: string;
  enabled: Generated<boolean>;
  spread_bp: number;
  fee_bp: number;
  max_leverage: number;
  sort: number;
  updated_at: Timestamp;
}

/** A position; money in cents, prices in units of 10^-8 USDT. */
export interface PositionTable {
  id: Identity;
  number: Generated<string>;
  member_id: string;
  symbol: string;
  side: 'long' | 'short';
  margin: Int8;
  leverage: number;
  notional: Int8;
  entry_price: Int8;
  take_profit: Int8 | null;
  stop_loss: Int8 | null;
  liquidation_price: Int8;
  fee: Int8;
  hold_id: Int8;
  status: Generated<'open' | 'closed'>;
  close_price: Int8 | null;
  close_reason: 'member' | 'take_profit' | 'stop_loss' | 'liquidation' | 'operator' | null;
  close_gapped: Generated<boolean>;
  close_tick_at: Timestamp | null;
  close_tick_low: Int8 | null;
  close_tick_high: Int8 | null;
  pl: Int8 | null;
  closed_by: string | null;
  close_note: string | null;
  opened_at: Timestamp;
  closed_at: Timestamp | null;
  /** When the member last set take profit and stop loss; null: as opened (migration 0041). */
  targets_at: Timestamp | null;
}

/** A member's price alert (migration 0024); prices in units of 10^-8 USDT. */
export interface PriceAlertTable {
  id: Identity;
  member_id: string;
  symbol: string;
  direction: 'above' | 'below';
  price: Int8;
  rearm_step: Int8 | null;
  armed: Generated<boolean>;
  crossings: Generated<number>;
  last_tick_at: Int8;
  last_crossed_at: Timestamp | null;
  last_crossed_price: Int8 | null;
  created_at: Timestamp;
}

/** One symbol's candle of one interval (modules/prices/candles); prices exact decimals. */
export interface CandleTable {
  symbol: string;
  period: string;
  open_time: Timestamp;
  open: Numeric;
  high: Numeric;
  low: Numeric;
  close: Numeric;
  open_at: Int8;
  close_at: Int8;
}

/** What a member has pending in and out (migration 0034), kept by triggers on deposit_invoice and withdrawal; cents. */
export interface MemberPendingMoneyTable {
  member_id: string;
  deposits_count: Generated<Int8>;
  deposits_amount: Generated<Int8>;
  withdrawals_count: Generated<Int8>;
  withdrawals_amount: Generated<Int8>;
}

/** The same figures counted from the pending rows (a view, migration 0034): the backfill's and the ledger check's. */
export interface MemberPendingFromRowsView {
  member_id: string | null;
  deposits_count: Int8 | null;
  deposits_amount: Int8 | null;
  withdrawals_count: Int8 | null;
  withdrawals_amount: Int8 | null;
}

/** A member's investment figures (migration 0039), kept by triggers on investment; cents. */
export interface MemberInvestmentFiguresTable {
  member_id: string;
  invested: Generated<Int8>;
  active: Generated<number>;
  profit_to_date: Generated<Int8>;
}

/** The same figures counted from the investments (a view, migration 0039): the backfill's and the ledger check's. */
export interface InvestmentFiguresFromRowsView {
  member_id: string | null;
  invested: Int8 | null;
  active: number | null;
  profit_to_date: Int8 | null;
}

/** First-party analytics (migration 0027): page views and each member's key events, once each. */
export interface AnalyticsEventTable {
  id: Identity;
  name: 'page_view' | 'registered' | 'verified' | 'first_deposit' | 'first_investment' | 'first_trade';
  member_id: string | null;
  path: string | null;
  source: 'referral' | 'direct' | null;
  created_at: Timestamp;
}
