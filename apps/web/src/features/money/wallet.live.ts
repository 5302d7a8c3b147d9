import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';

export const balanceLive = defineLiveHandler<'balance'>({
  queryKeys: [queryKeys.balance],
  apply: (queryClient, data) => queryClient.setQueryData(queryKeys.balance, data),
});
