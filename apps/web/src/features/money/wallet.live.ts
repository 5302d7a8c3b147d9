import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';
import { moneyKeys } from './query-keys';

/**
 * The `balance` topic: the top bar's figure, written at once. A trade, an investment, a fund move
 * or an operator's adjustment sends only this topic (not `money`), so the wallet figures
 * (available, on hold) and the movements are read again from it.
 */
export const balanceLive = defineLiveHandler<'balance'>({
  queryKeys: [queryKeys.balance],
  apply: (queryClient, data) => {
    queryClient.setQueryData(queryKeys.balance, data);
    void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: [...moneyKeys.all, 'history'] });
  },
});
