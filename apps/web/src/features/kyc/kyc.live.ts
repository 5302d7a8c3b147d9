import type { KycStatusResponse } from '@member-area/shared';
import { defineLiveHandler } from '../live';
import { kycKeys } from './keys';

/** An operator's decision: patch the state at once, and re-read the history that comes with it. */
export const kycLive = defineLiveHandler<'kyc'>({
  queryKeys: [kycKeys.status],
  apply: (queryClient, data) => {
    queryClient.setQueryData<KycStatusResponse>(kycKeys.status, (old) => (old ? { ...old, ...data } : old));
    void queryClient.invalidateQueries({ queryKey: kycKeys.status });
  },
});
