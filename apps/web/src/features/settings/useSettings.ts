import { settingsApi } from '@member-area/shared';
import { queryKeys } from '../../api';
import { useMemberQuery } from '../auth';

/** The operator's shared settings; loads only for a verified member (spec 4). */
export function useSettings() {
  return useMemberQuery({ queryKey: queryKeys.settings, route: settingsApi.settings });
}

/** The currency rate list (name, value); the live channel keeps it in step with the settings. */
export function useRates() {
  return useMemberQuery({ queryKey: queryKeys.rates, route: settingsApi.rates });
}
