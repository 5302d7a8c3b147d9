// The single shared settings record: the brand's rates and menuContact. The money rules and payment
// methods belong to modules/money.
export { settingsTopic } from './settings.live.js';
export { settingsModule } from './settings.module.js';
export {
  DEFAULT_SETTINGS,
  readSettings,
  readSupportUserId,
  seedSettings,
  settingsRowQuery,
  writeSettings,
} from './settings.repo.js';
