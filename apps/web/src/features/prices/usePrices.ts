import { pricesApi } from '@member-area/shared';
import { queryKeys } from '../../api';
import { useMemberQuery } from '../auth';

/** Last prices of the ticker symbols; the live channel pushes a fresh set every few seconds. */
export function usePrices() {
  return useMemberQuery({ queryKey: queryKeys.prices, route: pricesApi.quotes });
}
