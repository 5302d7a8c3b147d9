import type { MemberProfile } from '@member-area/shared';
import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';

/** Patches the Real/Free flag into a loaded profile; before it loads, the fetch brings it. */
export const profileLive = defineLiveHandler<'profile'>({
  queryKeys: [queryKeys.profile],
  apply: (queryClient, data) =>
    queryClient.setQueryData<MemberProfile>(queryKeys.profile, (old) =>
      old ? { ...old, userTrading: data.userTrading } : old,
    ),
});
