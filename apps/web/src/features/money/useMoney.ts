import { moneyApi } from '@member-area/shared';
import { useMemberQuery } from '../auth';
import { moneyKeys } from './query-keys';

/** Available, on hold, pending deposits and withdrawals; the live channel keeps it current. */
export function useWalletSummary() {
  return useMemberQuery({ queryKey: moneyKeys.wallet, route: moneyApi.wallet });
}

/** The operator's payment methods and money rules (minimum, maximum, fee). */
export function useMoneyOptions() {
  return useMemberQuery({ queryKey: moneyKeys.options, route: moneyApi.options });
}

export function useBankData() {
  return useMemberQuery({ queryKey: moneyKeys.bankData, route: moneyApi.bankData });
}

/** One deposit invoice; its status arrives live. Another member's answers 404. */
export function useDeposit(slug: string) {
  return useMemberQuery({ queryKey: moneyKeys.deposit(slug), route: moneyApi.deposit, params: { slug } });
}

export function useWithdrawal(slug: string) {
  return useMemberQuery({ queryKey: moneyKeys.withdrawal(slug), route: moneyApi.withdrawal, params: { slug } });
}
