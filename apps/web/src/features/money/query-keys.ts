import { queryKeys } from '../../api';

/**
 * The money queries of the member and the back office. Not in api/query-keys.ts, which loads
 * with the first page: only the money pages and the live channel use these.
 */
export const moneyKeys = {
  all: ['money'],
  wallet: ['money', 'wallet'],
  history: (filters: object) => ['money', 'history', filters],
  options: ['money', 'options'],
  bankData: ['money', 'bank-data'],
  deposit: (slug: string) => ['money', 'deposit', slug],
  withdrawal: (slug: string) => ['money', 'withdrawal', slug],
  withdrawals: (page: object) => ['money', 'withdrawals', page],
  admin: {
    deposits: (filters: object) => [...queryKeys.admin.all, 'deposits', filters],
    withdrawals: (filters: object) => [...queryKeys.admin.all, 'withdrawals', filters],
    ledger: (filters: object) => [...queryKeys.admin.all, 'ledger', filters],
    ledgerCheck: [...queryKeys.admin.all, 'ledger-check'],
    moneySettings: [...queryKeys.admin.all, 'money-settings'],
    paymentMethods: [...queryKeys.admin.all, 'payment-methods'],
  },
} as const;
