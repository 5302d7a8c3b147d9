import { z } from 'zod';
import { WITHDRAWAL_SOURCES } from '../funds/funds.schema.js';
import { ZDay } from '../http/day.js';
import { TRANSFER_KINDS } from '../ledger/kinds.js';
import { ZPayoutDestination } from './bank-data.schema.js';
import { DEPOSIT_STATUSES, ZDepositInvoice } from './deposits.schema.js';
import { ZMoney } from './money-settings.schema.js';
import { keyedPage, keyedPageQuery } from './paged.js';
import { WITHDRAWAL_STATUSES, ZWithdrawal } from './withdrawals.schema.js';

// The operator's money desk: /admin/deposits, /admin/withdrawals, the ledger explorer.

/** Who a money row belongs to, as the queues show it. */
export const ZMoneyMember = z.object({
  uid: z.string(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type MoneyMember = z.infer<typeof ZMoneyMember>;

/**
 * The operator who decided, shown in the queues and in a 409 "already decided"; `name` is how
 * they are shown everywhere (`whoName`: an operator's name, a member's user name).
 */
export const ZDecider = z.object({ uid: z.string(), userName: z.string(), name: z.string() });
export type Decider = z.infer<typeof ZDecider>;

const queueQuery = {
  /** A member's uid, user name or e-mail (exact), or part of their user name. */
  member: z.string().trim().max(100).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  /** Newest first unless asked; the back office opens its queues on the oldest pending first. */
  order: z.enum(['newest', 'oldest']).optional(),
  ...keyedPageQuery(),
};

export const ZAdminDepositQuery = z.object({ status: z.enum(DEPOSIT_STATUSES).optional(), ...queueQuery });
export type AdminDepositQuery = z.input<typeof ZAdminDepositQuery>;
export const ZAdminWithdrawalQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  source: z.enum(WITHDRAWAL_SOURCES).optional(),
  ...queueQuery,
});
export type AdminWithdrawalQuery = z.input<typeof ZAdminWithdrawalQuery>;

/** A row of /admin/deposits; proof `url`s point under /api/admin (operators only). */
export const ZAdminDeposit = ZDepositInvoice.extend({ member: ZMoneyMember, decidedBy: ZDecider.nullable() });
export type AdminDeposit = z.infer<typeof ZAdminDeposit>;
/**
 * A row of /admin/withdrawals. Its destination carries the label only (`bank` and `crypto` are
 * null): the full details are read one withdrawal at a time, each read audited.
 */
export const ZAdminWithdrawal = ZWithdrawal.extend({ member: ZMoneyMember, decidedBy: ZDecider.nullable() });
export type AdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

/**
 * GET /api/admin/withdrawals/:slug/destination: where to send the money, in full, as snapshotted
 * when the member asked (a later change of their bank data does not change it). Audited
 * (`withdrawal.destination.read`).
 */
export const ZWithdrawalDestination = z.object({
  number: z.string(),
  destination: ZPayoutDestination,
});
export type WithdrawalDestination = z.infer<typeof ZWithdrawalDestination>;

export const ZAdminDepositList = keyedPage(ZAdminDeposit);
export type AdminDepositList = z.infer<typeof ZAdminDepositList>;
export const ZAdminWithdrawalList = keyedPage(ZAdminWithdrawal);
export type AdminWithdrawalList = z.infer<typeof ZAdminWithdrawalList>;

/**
 * Decisions (each with an Idempotency-Key; decided once: a second decision answers 409
 * CONFLICT with `details: { status, decidedBy }`). Approve takes no body.
 */
export const ZRejectRequest = z.object({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});
export type RejectRequest = z.infer<typeof ZRejectRequest>;
export const ZMarkPaidRequest = z.object({
  payoutReference: z.string().trim().min(3, 'Enter the payout reference (at least 3 characters)').max(200),
});
export type MarkPaidRequest = z.infer<typeof ZMarkPaidRequest>;

/** The body of a 409 on a decision: what it already is, and who decided it. */
export const ZAlreadyDecidedDetails = z.object({ status: z.string(), decidedBy: ZDecider.nullable() });

/** Ledger explorer: transfers by member, kind and date. */
export const ZLedgerTransferQuery = z.object({
  /** A member's uid, user name or e-mail: transfers touching any of their accounts. */
  member: z.string().trim().max(100).optional(),
  kind: z.enum(TRANSFER_KINDS).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  ...keyedPageQuery(50),
});
export type LedgerTransferQuery = z.input<typeof ZLedgerTransferQuery>;

/** One side of a transfer: a member's account (wallet, held…) or a platform account (deposits, payouts…). */
export const ZLedgerSide = z.object({
  account: z.string(),
  member: ZDecider.nullable(),
});
export const ZLedgerTransferRow = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  amount: ZMoney,
  reference: z.string().nullable(),
  debit: ZLedgerSide,
  credit: ZLedgerSide,
  /** The operator or member whose request moved it. */
  createdBy: ZDecider.nullable(),
});
export type LedgerTransferRow = z.infer<typeof ZLedgerTransferRow>;
export const ZLedgerTransferList = keyedPage(ZLedgerTransferRow);
export type LedgerTransferList = z.infer<typeof ZLedgerTransferList>;

/** GET /api/admin/ledger/check: the invariant check, as `npm run ledger:check` prints it. */
export const ZLedgerCheck = z.object({
  sound: z.boolean(),
  /** Sum of all balances, in cents: must be "0". */
  total: z.string(),
  drifted: z.array(z.object({ accountId: z.string(), balance: z.string(), fromTransfers: z.string() })),
  negativeMemberAccounts: z.array(z.string()),
  heldMismatch: z.array(z.object({ ownerId: z.string(), held: z.string(), pendingHolds: z.string() })),
  /** Pending holds that belong to no pending withdrawal (or open position). */
  orphanHolds: z.array(
    z.object({ holdId: z.string(), ownerId: z.string(), purpose: z.string(), reference: z.string() }),
  ),
  /** Members whose kept pending figures (the wallet summary's) differ from their pending deposits and withdrawals. */
  pendingMismatch: z.array(z.object({ memberId: z.string(), kept: z.string(), fromRows: z.string() })),
  /** Members whose kept investment figures (the dashboard's) differ from their investments. */
  figuresMismatch: z.array(z.object({ memberId: z.string(), kept: z.string(), fromRows: z.string() })),
  checkedAt: z.string(),
});
export type LedgerCheck = z.infer<typeof ZLedgerCheck>;
