// The one live connection per tab.
export { liveRoutes } from './live.routes.js';
