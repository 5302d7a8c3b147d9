import type { KycStatusResponse } from '@member-area/shared';
import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';

/** An operator's decision: patch the state at once, and re-read the history that comes with it. */
export const kycLive = defineLiveHandler<'kyc'>({
  queryKeys: [queryKeys.kyc],
  apply: (queryClient, data) => {
    queryClient.setQueryData<KycStatusResponse>(queryKeys.kyc, (old) => (old ? { ...old, ...data } : old));
    void queryClient.invalidateQueries({ queryKey: queryKeys.kyc });
  },
});
