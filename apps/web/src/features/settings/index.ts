export { settingsLive } from './settings.live';
export { useRates, useSettings } from './useSettings';
