import { defineLiveHandler } from '../live';
import { tradingKeys } from './keys';

/** The member's open positions, new after every open, close (theirs or by a trigger) and edit. */
export const positionsLive = defineLiveHandler<'positions'>({
  queryKeys: [tradingKeys.open],
  apply: (queryClient, data) => {
    queryClient.setQueryData(tradingKeys.open, data);
    // A position that left the list is now in the history.
    void queryClient.invalidateQueries({ queryKey: ['trading', 'history'] });
  },
});

/** The member's price alerts: a grown `crossings` is a crossing (PriceAlertToasts shows it). */
export const priceAlertsLive = defineLiveHandler<'priceAlerts'>({
  queryKeys: [tradingKeys.alerts],
  apply: (queryClient, data) => queryClient.setQueryData(tradingKeys.alerts, data),
});
