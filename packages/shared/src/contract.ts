import type { RouteSpec } from './http/define-route.js';
import { investmentsApi } from './investments/investments.contract.js';
import { kycApi } from './kyc/kyc.contract.js';
import { liveApi } from './live/live.contract.js';
import { pricesApi } from './prices/prices.contract.js';
import { profileApi } from './profile/profile.contract.js';
import { settingsApi } from './settings/settings.contract.js';
import { walletApi } from './wallet/wallet.contract.js';

/** Every domain's routes: tests walk them (a registered route outside the contract fails). */
export const CONTRACT = {
  settings: settingsApi,
  prices: pricesApi,
  profile: profileApi,
  wallet: walletApi,
  kyc: kycApi,
  live: liveApi,
  investments: investmentsApi,
} as const;

/** Every contract route, flat. */
export function contractRoutes(): RouteSpec[] {
  return Object.values(CONTRACT).flatMap((api) => Object.values(api) as RouteSpec[]);
}
