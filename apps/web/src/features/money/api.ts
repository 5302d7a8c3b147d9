import {
  type CreateDepositRequest,
  type CreateWithdrawalRequest,
  hrefOf,
  moneyApi,
  type UpdateBankDataRequest,
  type WalletHistoryQuery,
  type WithdrawalListQuery,
} from '@member-area/shared';
// By path: the first page loads api/index.ts, and only the money pages need these.
import { call } from '../../api/call';
import { uploadWithProgress } from '../../api/upload';

/** The history's filters (kind, and a date range in UTC, both ends included). */
export type HistoryFilters = Pick<WalletHistoryQuery, 'kind' | 'from' | 'to'>;

export const historyCsvUrl = (query: HistoryFilters) => hrefOf(moneyApi.historyCsv, { query });

export const getWalletHistory = (query: HistoryFilters & { page: number; pageSize: number }, signal?: AbortSignal) =>
  call(moneyApi.history, { query, signal });

export const listWithdrawals = (query: WithdrawalListQuery, signal?: AbortSignal) =>
  call(moneyApi.withdrawals, { query, signal });

/** Money in: one key per form, so a double click or a retry makes one invoice. */
export const createDeposit = (body: CreateDepositRequest, idempotencyKey: string) =>
  call(moneyApi.createDeposit, { body, idempotencyKey });

export const cancelDeposit = (slug: string) => call(moneyApi.cancelDeposit, { params: { slug } });

export function uploadDepositProof(slug: string, file: File, onProgress?: (sent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress(hrefOf(moneyApi.depositProof, { params: { slug } }), body, {
    schema: moneyApi.depositProof.response,
    ...(onProgress && { onProgress }),
  });
}

export const sendDepositTxHash = (slug: string, txHash: string) =>
  call(moneyApi.depositTxHash, { params: { slug }, body: { txHash } });

/** Money out: holds amount + fee. The key makes a retry (e.g. after the password step) hold once. */
export const requestWithdrawal = (body: CreateWithdrawalRequest, idempotencyKey: string) =>
  call(moneyApi.createWithdrawal, { body, idempotencyKey });

/** A fresh key per click of a one-shot action: a retry of the same request cancels once. */
export const cancelWithdrawal = (slug: string) =>
  call(moneyApi.cancelWithdrawal, { params: { slug }, idempotencyKey: crypto.randomUUID() });

export const saveBankData = (body: UpdateBankDataRequest) => call(moneyApi.updateBankData, { body });
