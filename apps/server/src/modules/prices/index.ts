// The price feed the ticker, the chart and trade execution all read.
export { ManualFeed } from './feed-base.js';
export { openPriceFeed } from './open-price-feed.js';
export type { PriceFeed, PriceSource, PriceTick, TickerSymbol } from './price-feed.js';
export { pricesModule } from './prices.module.js';
