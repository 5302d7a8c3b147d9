import type { ServerModule } from './module.js';
import { adminModule } from './modules/admin/index.js';
import { auditModule } from './modules/audit/index.js';
import { authModule } from './modules/auth/index.js';
import { chatModule } from './modules/chat/index.js';
import { consoleModule } from './modules/console/index.js';
import { devMailboxModule } from './modules/dev-mailbox/index.js';
import { exportsModule } from './modules/exports/index.js';
import { fundsModule } from './modules/funds/index.js';
import { investmentsModule } from './modules/investments/index.js';
import { kycModule } from './modules/kyc/index.js';
import { liveModule } from './modules/live/index.js';
import { maintenanceModule } from './modules/maintenance/index.js';
import { moneyModule } from './modules/money/index.js';
import { operatorsModule } from './modules/operators/index.js';
import { pricesModule } from './modules/prices/index.js';
import { profileModule } from './modules/profile/index.js';
import { referralsModule } from './modules/referrals/index.js';
import { settingsModule } from './modules/settings/index.js';
import { tradingModule } from './modules/trading/index.js';

/** Every domain of the app, one line each: its routes, live topics and jobs come with it. */
export const APP_MODULES: readonly ServerModule[] = [
  authModule,
  settingsModule,
  profileModule,
  pricesModule,
  liveModule,
  adminModule,
  operatorsModule,
  auditModule,
  exportsModule,
  moneyModule,
  fundsModule,
  chatModule,
  kycModule,
  tradingModule,
  referralsModule,
  investmentsModule,
  consoleModule,
  maintenanceModule,
  devMailboxModule,
];
