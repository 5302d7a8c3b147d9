import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';

export const pricesLive = defineLiveHandler<'prices'>({
  queryKeys: [queryKeys.prices],
  apply: (queryClient, data) => queryClient.setQueryData(queryKeys.prices, data),
});
