import { type PriceStatus, pricesApi } from '@member-area/shared';
import { queryKeys } from '../../api';
import { useMemberQuery } from '../auth';
import { usePrices } from './usePrices';

/** Where prices come from ("simulated" shows the "Simulated prices" label); read once per visit. */
export function usePriceSource() {
  const status = useMemberQuery({ queryKey: queryKeys.priceFeedStatus, route: pricesApi.status });
  return status.data?.source;
}

/**
 * "live" or "delayed" for one symbol, from the live quotes (the server pushes a symbol turning
 * delayed at once): the trade page shows "Delayed" and pauses its order panel.
 */
export function usePriceStatus(symbol: string): PriceStatus {
  const quote = usePrices().data?.find((q) => q.symbol === symbol);
  return !quote || quote.delayed ? 'delayed' : 'live';
}
