import {
  type CreateDepositRequest,
  type CreateWithdrawalRequest,
  MONEY_API,
  type UpdateBankDataRequest,
  type WalletHistoryQuery,
  ZBankData,
  ZDepositInvoice,
  ZWalletHistoryResponse,
  ZWithdrawal,
  ZWithdrawalListResponse,
} from '@member-area/shared';
import { apiFetch } from '../../api';
// By path: the first page loads api/index.ts, and only lists need this.
import { queryString } from '../../api/query-string';
import { uploadWithProgress } from '../../api/upload';

/** A fresh key per attempt of a one-shot action (cancel): a retry of the same click is the same key. */
const idempotent = (key: string = crypto.randomUUID()) => ({ 'idempotency-key': key });

/** The history's filters (kind, and a date range in UTC, both ends included). */
export type HistoryFilters = Pick<WalletHistoryQuery, 'kind' | 'from' | 'to'>;

export const historyCsvUrl = (q: HistoryFilters) => `${MONEY_API.historyCsv}${queryString({ ...q })}`;

export const getWalletHistory = (q: HistoryFilters & { page: number; pageSize: number }, signal?: AbortSignal) =>
  apiFetch(`${MONEY_API.history}${queryString({ ...q })}`, { schema: ZWalletHistoryResponse, signal });

export const listWithdrawals = (q: { page: number; pageSize: number }, signal?: AbortSignal) =>
  apiFetch(`${MONEY_API.withdrawals}${queryString(q)}`, { schema: ZWithdrawalListResponse, signal });

/** Money in: one key per form, so a double click or a retry makes one invoice. */
export const createDeposit = (body: CreateDepositRequest, idempotencyKey: string) =>
  apiFetch(MONEY_API.deposits, { method: 'POST', body, headers: idempotent(idempotencyKey), schema: ZDepositInvoice });

export const cancelDeposit = (slug: string) =>
  apiFetch(MONEY_API.depositCancel(slug), { method: 'POST', headers: idempotent(), schema: ZDepositInvoice });

export function uploadDepositProof(slug: string, file: File, onProgress?: (sent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress(MONEY_API.depositProof(slug), body, {
    schema: ZDepositInvoice,
    ...(onProgress && { onProgress }),
  });
}

export const sendDepositTxHash = (slug: string, txHash: string) =>
  apiFetch(MONEY_API.depositTxHash(slug), { method: 'POST', body: { txHash }, schema: ZDepositInvoice });

/** Money out: holds amount + fee. The key makes a retry (e.g. after the password step) hold once. */
export const requestWithdrawal = (body: CreateWithdrawalRequest, idempotencyKey: string) =>
  apiFetch(MONEY_API.withdrawals, { method: 'POST', body, headers: idempotent(idempotencyKey), schema: ZWithdrawal });

export const cancelWithdrawal = (slug: string) =>
  apiFetch(MONEY_API.withdrawalCancel(slug), { method: 'POST', headers: idempotent(), schema: ZWithdrawal });

export const saveBankData = (body: UpdateBankDataRequest) =>
  apiFetch(MONEY_API.bankData, { method: 'PUT', body, schema: ZBankData });
