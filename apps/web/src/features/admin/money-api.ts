import {
  type AdminDepositQuery,
  type AdminWithdrawalQuery,
  type LedgerTransferQuery,
  type MarkPaidRequest,
  MONEY_API,
  type PaymentMethodInput,
  type RejectRequest,
  type UpdateMoneySettingsRequest,
  ZAdminDeposit,
  ZAdminDepositList,
  ZAdminWithdrawal,
  ZAdminWithdrawalList,
  ZLedgerCheck,
  ZLedgerTransferList,
  ZMoneySettings,
  ZPaymentMethod,
  ZPaymentMethodList,
  ZWithdrawalDestination,
} from '@member-area/shared';
import { apiFetch } from '../../api';
// By path: the first page loads api/index.ts, and only lists need this.
import { queryString } from '../../api/query-string';

type Params = Record<string, string | number | undefined>;
const query = queryString;

/** A decision carries the key made when its button was pressed: a double click decides once. */
const decide = (path: string, key: string, body?: unknown) => ({
  path,
  init: { method: 'POST' as const, body, headers: { 'idempotency-key': key } },
});

type Paged = { page: number; pageSize: number };

export const listAdminDeposits = (q: Omit<AdminDepositQuery, 'page' | 'pageSize'> & Paged, signal?: AbortSignal) =>
  apiFetch(`${MONEY_API.admin.deposits}${query(q as Params)}`, { schema: ZAdminDepositList, signal });

export const listAdminWithdrawals = (
  q: Omit<AdminWithdrawalQuery, 'page' | 'pageSize'> & Paged,
  signal?: AbortSignal,
) => apiFetch(`${MONEY_API.admin.withdrawals}${query(q as Params)}`, { schema: ZAdminWithdrawalList, signal });

export function approveDeposit(slug: string, key: string) {
  const { path, init } = decide(MONEY_API.admin.depositApprove(slug), key);
  return apiFetch(path, { ...init, schema: ZAdminDeposit });
}

export function rejectDeposit(slug: string, body: RejectRequest, key: string) {
  const { path, init } = decide(MONEY_API.admin.depositReject(slug), key, body);
  return apiFetch(path, { ...init, schema: ZAdminDeposit });
}

/** The full destination of one withdrawal: the server writes each read to the audit log. */
export const getWithdrawalDestination = (slug: string, signal?: AbortSignal) =>
  apiFetch(MONEY_API.admin.withdrawalDestination(slug), { schema: ZWithdrawalDestination, signal });

export function approveWithdrawal(slug: string, key: string) {
  const { path, init } = decide(MONEY_API.admin.withdrawalApprove(slug), key);
  return apiFetch(path, { ...init, schema: ZAdminWithdrawal });
}

export function rejectWithdrawal(slug: string, body: RejectRequest, key: string) {
  const { path, init } = decide(MONEY_API.admin.withdrawalReject(slug), key, body);
  return apiFetch(path, { ...init, schema: ZAdminWithdrawal });
}

export function markWithdrawalPaid(slug: string, body: MarkPaidRequest, key: string) {
  const { path, init } = decide(MONEY_API.admin.withdrawalMarkPaid(slug), key, body);
  return apiFetch(path, { ...init, schema: ZAdminWithdrawal });
}

export const listLedgerTransfers = (q: Omit<LedgerTransferQuery, 'page' | 'pageSize'> & Paged, signal?: AbortSignal) =>
  apiFetch(`${MONEY_API.admin.ledgerTransfers}${query(q as Params)}`, { schema: ZLedgerTransferList, signal });

export const getLedgerCheck = (signal?: AbortSignal) =>
  apiFetch(MONEY_API.admin.ledgerCheck, { schema: ZLedgerCheck, signal });

export const getMoneySettings = (signal?: AbortSignal) =>
  apiFetch(MONEY_API.admin.moneySettings, { schema: ZMoneySettings, signal });

export const saveMoneySettings = (body: UpdateMoneySettingsRequest) =>
  apiFetch(MONEY_API.admin.moneySettings, { method: 'PUT', body, schema: ZMoneySettings });

export const listPaymentMethods = (signal?: AbortSignal) =>
  apiFetch(MONEY_API.admin.paymentMethods, { schema: ZPaymentMethodList, signal });

export const savePaymentMethod = (id: string | null, body: PaymentMethodInput) =>
  apiFetch(id ? MONEY_API.admin.paymentMethod(id) : MONEY_API.admin.paymentMethods, {
    method: id ? 'PUT' : 'POST',
    body,
    schema: ZPaymentMethod,
  });
