// The single shared settings record: rates and menuContact.
export { settingsTopic } from './settings.live.js';
export { DEFAULT_SETTINGS, readSettings, readSupportUserId, seedSettings, writeSettings } from './settings.repo.js';
export { settingsRoutes } from './settings.routes.js';
