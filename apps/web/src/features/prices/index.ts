export { DelayedChip } from './DelayedChip';
export { pricesLive } from './prices.live';
export { SimulatedPricesLabel } from './SimulatedPricesLabel';
export { TickerStrip } from './TickerStrip';
export { usePriceSource, usePriceStatus } from './usePriceStatus';
export { usePrices } from './usePrices';
