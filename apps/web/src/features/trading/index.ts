// Trading: what other features may use (the dashboard's card, the live channel's handler).
export { OpenPositionsCard } from './OpenPositionsCard';
export { positionsLive } from './trading.live';
