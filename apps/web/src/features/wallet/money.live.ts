import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';

type Cached = { status: string } | undefined;

/**
 * The `money` topic: the wallet figures, and which invoices and withdrawals changed. An open
 * invoice or withdrawal whose status moved is re-read (it carries the reason, the proofs…), and
 * the open lists are refreshed, so a page changes without a reload.
 */
export const moneyLive = defineLiveHandler<'money'>({
  queryKeys: [queryKeys.money.wallet],
  apply: (queryClient, data) => {
    queryClient.setQueryData(queryKeys.money.wallet, data.summary);
    for (const item of data.recent) {
      const key = item.type === 'deposit' ? queryKeys.money.deposit(item.slug) : queryKeys.money.withdrawal(item.slug);
      const cached = queryClient.getQueryData<Cached>(key);
      if (cached && cached.status !== item.status) void queryClient.invalidateQueries({ queryKey: key });
    }
    refreshLists(queryClient);
  },
});

function refreshLists(queryClient: QueryClient) {
  for (const list of ['history', 'withdrawals']) {
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.money.all, list] });
  }
}
