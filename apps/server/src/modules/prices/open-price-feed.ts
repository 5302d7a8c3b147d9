import type { Config } from '../../platform/config.js';
import { BinanceFeed } from './binance-feed.js';
import type { PriceFeed } from './price-feed.js';
import { SimulatedFeed } from './simulated-feed.js';

/** The feed `PRICE_FEED` names; the simulated market unless configured otherwise. */
export function openPriceFeed(config: Config, onError: (err: unknown) => void): PriceFeed {
  switch (config.PRICE_FEED) {
    case 'simulated':
      return new SimulatedFeed(onError);
    case 'binance':
      return new BinanceFeed({
        url: config.PRICE_FEED_URL,
        restUrl: config.PRICE_FEED_REST_URL,
        delayedAfterMs: config.PRICE_DELAYED_AFTER_SECONDS * 1000,
        batchMs: config.PRICE_FEED_BATCH_MS,
        onError,
      });
  }
}
