export { TickerStrip } from './TickerStrip';
export { usePrices } from './usePrices';
