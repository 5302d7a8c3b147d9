// The single shared settings record (rates and menuContact), and the money rules and payment methods.
export { type MoneyRules, moneySettingsOf, readMoneyRules, writeMoneyRules } from './money-settings.repo.js';
export {
  findPaymentMethod,
  insertPaymentMethod,
  listPaymentMethods,
  normalizeBank,
  updatePaymentMethod,
} from './payment-methods.repo.js';
export { assertPayoutDetails, type PayoutCheck } from './payout-checks.js';
export { settingsTopic } from './settings.live.js';
export { settingsModule } from './settings.module.js';
export { DEFAULT_SETTINGS, readSettings, readSupportUserId, seedSettings, writeSettings } from './settings.repo.js';
