import { type CurrencyView, currencyViewOf } from '@member-area/shared';
import { useProfile } from '../profile';
import { useRates } from '../settings';

/**
 * The member's currency and the operator's rate for it, for typing and telling amounts in it;
 * null when the member's currency is USD or has no positive rate (amounts are then USD alone).
 */
export function useCurrencyView(): CurrencyView | null {
  return currencyViewOf(useProfile().data?.currency, useRates().data ?? []);
}
