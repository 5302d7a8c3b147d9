import { BASE_CURRENCY, type CurrencyView } from '@member-area/shared';
import { useProfile } from '../profile';
import { useRates } from '../settings';

/**
 * The member's currency and the operator's rate for it, for typing and telling amounts in it;
 * null when the member's currency is USD or has no positive rate (amounts are then USD alone).
 */
export function useCurrencyView(): CurrencyView | null {
  const currency = useProfile().data?.currency;
  const rates = useRates().data ?? [];
  if (!currency || currency === BASE_CURRENCY) return null;
  const rate = rates.find((r) => r.name === currency);
  // String(value) keeps the rate's shortest decimal form, as displayBalance reads it.
  return rate && rate.value > 0 ? { currency, rate: String(rate.value) } : null;
}
