// The price feed the ticker, the chart and trade execution all read.
export { pricesRoutes } from './prices.routes.js';
export { simulatedQuotes } from './simulated-feed.js';
