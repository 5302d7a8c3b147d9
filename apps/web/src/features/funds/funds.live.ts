import { defineLiveHandler } from '../live';
import { fundsKeys } from './query-keys';

/** The `funds` topic: a fund moved (a profit, a bonus, a move, a withdrawal): its pages re-read. */
export const fundsLive = defineLiveHandler<'funds'>({
  queryKeys: [fundsKeys.all],
  apply: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
  },
});
