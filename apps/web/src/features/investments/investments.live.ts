import { defineLiveHandler } from '../live';
import { investmentKeys } from './keys';

/** A payout landed in the profit fund: the dashboard's figures and the lists are read again. */
export const investmentsLive = defineLiveHandler<'investments'>({
  queryKeys: [investmentKeys.all],
  apply: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: investmentKeys.all });
  },
});
