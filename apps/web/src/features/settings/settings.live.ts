import { ratesFromSettings } from '@member-area/shared';
import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';

/** The settings carry the rates too: both caches move together. */
export const settingsLive = defineLiveHandler<'settings'>({
  queryKeys: [queryKeys.settings, queryKeys.rates],
  apply: (queryClient, data) => {
    queryClient.setQueryData(queryKeys.settings, data);
    queryClient.setQueryData(queryKeys.rates, ratesFromSettings(data));
  },
});
