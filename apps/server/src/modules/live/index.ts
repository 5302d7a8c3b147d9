// The one live connection per tab.
export { liveModule } from './live.module.js';
