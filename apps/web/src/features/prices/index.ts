export { pricesLive } from './prices.live';
export { TickerStrip } from './TickerStrip';
export { usePrices } from './usePrices';
