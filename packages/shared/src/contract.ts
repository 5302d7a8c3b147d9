import { adminApi } from './admin/admin.contract.js';
import { auditApi } from './audit/audit.contract.js';
import { authApi } from './auth/auth.contract.js';
import { chatApi } from './chat/chat.contract.js';
import { analyticsApi } from './console/analytics.contract.js';
import { consoleApi } from './console/console.contract.js';
import { devMailboxApi } from './dev-mailbox/dev-mailbox.contract.js';
import { exportsApi } from './exports/exports.contract.js';
import { fundsApi } from './funds/funds.contract.js';
import type { RouteSpec } from './http/define-route.js';
import { investmentsApi } from './investments/investments.contract.js';
import { kycApi } from './kyc/kyc.contract.js';
import { liveApi } from './live/live.contract.js';
import { moneyApi } from './money/money.contract.js';
import { moneyDeskApi } from './money/money-desk.contract.js';
import { operatorsApi } from './operators/operators.contract.js';
import { pricesApi } from './prices/prices.contract.js';
import { profileApi } from './profile/profile.contract.js';
import { referralsApi } from './referrals/referrals.contract.js';
import { securityApi } from './security/security.contract.js';
import { settingsApi } from './settings/settings.contract.js';
import { tradingApi } from './trading/trading.contract.js';

/** Every domain's routes: tests walk them (a registered route outside the contract fails). */
export const CONTRACT = {
  auth: authApi,
  security: securityApi,
  devMailbox: devMailboxApi,
  settings: settingsApi,
  prices: pricesApi,
  profile: profileApi,
  money: moneyApi,
  moneyDesk: moneyDeskApi,
  kyc: kycApi,
  live: liveApi,
  admin: adminApi,
  chat: chatApi,
  trading: tradingApi,
  funds: fundsApi,
  referrals: referralsApi,
  investments: investmentsApi,
  console: consoleApi,
  analytics: analyticsApi,
  operators: operatorsApi,
  audit: auditApi,
  exports: exportsApi,
} as const;

/** Every contract route, flat. */
export function contractRoutes(): RouteSpec[] {
  return Object.values(CONTRACT).flatMap((api) => Object.values(api) as RouteSpec[]);
}
