import type { WebFeature } from '../feature';
import { adminFeature } from '../features/admin/feature';
import { authFeature } from '../features/auth/feature';
import { chatFeature } from '../features/chat/feature';
import { consoleFeature } from '../features/console/feature';
import { dashboardFeature } from '../features/dashboard/feature';
import { fundsFeature } from '../features/funds/feature';
import { investmentsFeature } from '../features/investments/feature';
import { kycFeature } from '../features/kyc/feature';
import { moneyFeature } from '../features/money/feature';
import { operatorsFeature } from '../features/operators/feature';
import { pricesFeature } from '../features/prices/feature';
import { profileFeature } from '../features/profile/feature';
import { referralsFeature } from '../features/referrals/feature';
import { securityFeature } from '../features/security/feature';
import { settingsFeature } from '../features/settings/feature';
import { tradingFeature } from '../features/trading/feature';

/**
 * Every feature of the signed-in areas, one line each: the shells take their pages, drawer and
 * bar entries and live handlers from here. Loaded with the shells, never by /login.
 */
export const WEB_FEATURES: readonly WebFeature[] = [
  dashboardFeature,
  profileFeature,
  authFeature,
  securityFeature,
  kycFeature,
  investmentsFeature,
  tradingFeature,
  fundsFeature,
  referralsFeature,
  moneyFeature,
  chatFeature,
  pricesFeature,
  settingsFeature,
  adminFeature,
  consoleFeature,
  operatorsFeature,
];
