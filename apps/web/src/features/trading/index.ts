// Trading: what other features may use (the dashboard's card, the shell's alert notifications, the live handler).
export { OpenPositionsCard } from './OpenPositionsCard';
export { PriceAlertToasts } from './PriceAlertToasts';
export { positionsLive } from './trading.live';
