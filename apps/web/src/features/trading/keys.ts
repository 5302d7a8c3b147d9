/** This feature's query keys (kept here, not in the shared list that loads with the first page). */
export const tradingKeys = {
  markets: ['trading', 'markets'],
  open: ['trading', 'positions'],
  alerts: ['trading', 'alerts'],
  sparklines: ['prices', 'sparklines'],
  history: (query: unknown) => ['trading', 'history', query],
  adminSymbols: ['admin', 'trading', 'symbols'],
  adminDesk: ['admin', 'trading', 'desk'],
  adminFeedHealth: ['admin', 'prices', 'health'],
} as const;
