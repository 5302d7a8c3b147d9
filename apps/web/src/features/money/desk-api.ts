import {
  type AdminDepositQuery,
  type AdminWithdrawalQuery,
  type LedgerTransferQuery,
  type MarkPaidRequest,
  moneyDeskApi,
  type PaymentMethodInput,
  type RejectRequest,
  type UpdateMoneySettingsRequest,
} from '@member-area/shared';
// By path: the first page loads api/index.ts, and only the back office needs this.
import { call } from '../../api/call';

/** A page by number, and by key when the list's answer gave one (`after` or `before`). */
type Paged = { page: number; pageSize: number; after?: string; before?: string };

export const listAdminDeposits = (query: Omit<AdminDepositQuery, keyof Paged> & Paged, signal?: AbortSignal) =>
  call(moneyDeskApi.deposits, { query, signal });

export const listAdminWithdrawals = (query: Omit<AdminWithdrawalQuery, keyof Paged> & Paged, signal?: AbortSignal) =>
  call(moneyDeskApi.withdrawals, { query, signal });

// A decision carries the key made when its button was pressed: a double click decides once.
export const approveDeposit = (slug: string, idempotencyKey: string) =>
  call(moneyDeskApi.approveDeposit, { params: { slug }, idempotencyKey });

export const rejectDeposit = (slug: string, body: RejectRequest, idempotencyKey: string) =>
  call(moneyDeskApi.rejectDeposit, { params: { slug }, body, idempotencyKey });

/** The full destination of one withdrawal: the server writes each read to the audit log. */
export const getWithdrawalDestination = (slug: string, signal?: AbortSignal) =>
  call(moneyDeskApi.withdrawalDestination, { params: { slug }, signal });

export const approveWithdrawal = (slug: string, idempotencyKey: string) =>
  call(moneyDeskApi.approveWithdrawal, { params: { slug }, idempotencyKey });

export const rejectWithdrawal = (slug: string, body: RejectRequest, idempotencyKey: string) =>
  call(moneyDeskApi.rejectWithdrawal, { params: { slug }, body, idempotencyKey });

export const markWithdrawalPaid = (slug: string, body: MarkPaidRequest, idempotencyKey: string) =>
  call(moneyDeskApi.markWithdrawalPaid, { params: { slug }, body, idempotencyKey });

export const listLedgerTransfers = (query: Omit<LedgerTransferQuery, keyof Paged> & Paged, signal?: AbortSignal) =>
  call(moneyDeskApi.ledgerTransfers, { query, signal });

export const getLedgerCheck = (signal?: AbortSignal) => call(moneyDeskApi.ledgerCheck, { signal });

export const getMoneySettings = (signal?: AbortSignal) => call(moneyDeskApi.moneySettings, { signal });

export const saveMoneySettings = (body: UpdateMoneySettingsRequest) => call(moneyDeskApi.updateMoneySettings, { body });

export const listPaymentMethods = (signal?: AbortSignal) => call(moneyDeskApi.paymentMethods, { signal });

export const savePaymentMethod = (id: string | null, body: PaymentMethodInput) =>
  id
    ? call(moneyDeskApi.updatePaymentMethod, { params: { id }, body })
    : call(moneyDeskApi.createPaymentMethod, { body });
