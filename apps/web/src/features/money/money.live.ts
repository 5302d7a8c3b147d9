import type { QueryClient } from '@tanstack/react-query';
import { defineLiveHandler } from '../live';
import { moneyKeys } from './query-keys';

type Cached = { status: string } | undefined;

/**
 * The `money` topic: the wallet figures, and which invoices and withdrawals changed. An open
 * invoice or withdrawal whose status moved is re-read (it carries the reason, the proofs…), and
 * the open lists are refreshed, so a page changes without a reload.
 */
export const moneyLive = defineLiveHandler<'money'>({
  queryKeys: [moneyKeys.wallet],
  apply: (queryClient, data) => {
    queryClient.setQueryData(moneyKeys.wallet, data.summary);
    for (const item of data.recent) {
      const key = item.type === 'deposit' ? moneyKeys.deposit(item.slug) : moneyKeys.withdrawal(item.slug);
      const cached = queryClient.getQueryData<Cached>(key);
      if (cached && cached.status !== item.status) void queryClient.invalidateQueries({ queryKey: key });
    }
    refreshLists(queryClient);
  },
});

function refreshLists(queryClient: QueryClient) {
  for (const list of ['history', 'withdrawals']) {
    void queryClient.invalidateQueries({ queryKey: [...moneyKeys.all, list] });
  }
}
