import type { Config } from '../../platform/config.js';
import type { PriceFeed } from './price-feed.js';
import { SimulatedFeed } from './simulated-feed.js';

/** The feed `PRICE_FEED` names; the simulated market unless configured otherwise. */
export function openPriceFeed(config: Config, onError: (err: unknown) => void): PriceFeed {
  switch (config.PRICE_FEED) {
    case 'simulated':
      return new SimulatedFeed(onError);
  }
}
