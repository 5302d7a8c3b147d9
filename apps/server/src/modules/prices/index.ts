// The price feed the ticker, the chart and trade execution all read.
export { pricesModule } from './prices.module.js';
export { simulatedQuotes } from './simulated-feed.js';
