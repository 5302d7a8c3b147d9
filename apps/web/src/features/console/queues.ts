import { type ConsoleQueues, consoleApi } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { defineLiveHandler } from '../live';
import { consoleKeys, QUEUE_LIST_KEYS } from './keys';

/** The queue counts: read once, then kept by the live channel (every operator's tabs). */
export function useQueues() {
  return useQuery({
    queryKey: consoleKeys.queues,
    queryFn: ({ signal }) => call(consoleApi.queues, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useQueueCount(queue: keyof ConsoleQueues): number {
  return useQueues().data?.[queue] ?? 0;
}

/** Badges of the back-office bar. */
export const usePendingDeposits = () => useQueueCount('deposits');
export const usePendingWithdrawals = () => useQueueCount('withdrawals');
export const usePendingKyc = () => useQueueCount('kyc');
export const useOpenPositions = () => useQueueCount('positions');

/** A queue changed somewhere: the counts arrive, and the open queue lists read themselves again. */
export const queuesLive = defineLiveHandler<'queues'>({
  queryKeys: [consoleKeys.queues],
  apply: (queryClient, data) => {
    queryClient.setQueryData(consoleKeys.queues, data);
    for (const queryKey of QUEUE_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
  },
});
