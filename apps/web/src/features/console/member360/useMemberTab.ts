import type { consoleApi } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { type CallAnswer, call } from '../../../api/call';
import { consoleKeys } from '../keys';

type TabRoute = (typeof consoleApi)[
  | 'memberFunds'
  | 'memberInvestments'
  | 'memberPositions'
  | 'memberMoney'
  | 'memberKyc'
  | 'memberSessions'
  | 'memberChat'];

/** One tab's read of one member: fetched when the tab is first shown, never before. */
export function useMemberTab<R extends TabRoute>(uid: string, route: R) {
  return useQuery({
    queryKey: consoleKeys.memberTab(uid, route.path),
    // Every tab route takes the same input: the member's id.
    queryFn: ({ signal }) => call(route as TabRoute, { params: { uid }, signal }) as Promise<CallAnswer<R>>,
  });
}
