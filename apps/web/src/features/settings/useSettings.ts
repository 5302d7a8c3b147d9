import { ZRatesResponse, ZSettings } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../api';
import { isVerifiedMember, useSessionUser } from '../auth';

/** The operator's shared settings; loads only for a verified member (spec 4). */
export function useSettings() {
  const user = useSessionUser();
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => apiFetch('/api/settings', { schema: ZSettings, signal }),
    enabled: isVerifiedMember(user),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The currency rate list (name, value); the live channel keeps it in step with the settings. */
export function useRates() {
  const user = useSessionUser();
  return useQuery({
    queryKey: queryKeys.rates,
    queryFn: ({ signal }) => apiFetch('/api/rates', { schema: ZRatesResponse, signal }),
    enabled: isVerifiedMember(user),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
