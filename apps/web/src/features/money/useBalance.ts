import { BASE_CURRENCY, type DisplayBalance, displayBalance, moneyApi } from '@member-area/shared';
import { queryKeys } from '../../api';
import { useMemberQuery } from '../auth';
import { useProfile } from '../profile';
import { useRates } from '../settings';

/** The wallet balance in USD; the live channel pushes every change into this query. */
export function useBalance() {
  return useMemberQuery({ queryKey: queryKeys.balance, route: moneyApi.balance });
}

/** The balance as the spec shows it: converted to the member's currency when a rate exists. */
export function useDisplayBalance(): { value: DisplayBalance | null; usd: string | null; isLoading: boolean } {
  const balance = useBalance();
  const profile = useProfile();
  const rates = useRates();
  const waitingForRate = profile.data?.currency !== BASE_CURRENCY && rates.isLoading;
  if (!balance.data || !profile.data || waitingForRate) {
    return { value: null, usd: null, isLoading: balance.isLoading || profile.isLoading || rates.isLoading };
  }
  return {
    value: displayBalance(balance.data.balance, profile.data.currency, rates.data ?? []),
    usd: balance.data.balance,
    isLoading: false,
  };
}
