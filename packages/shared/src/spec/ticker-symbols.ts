// The spec's ticker. A module of its own so pages that never show prices do not carry it.

/** Ticker symbols, each quoted against USDT. */
export const TICKER_SYMBOLS = [
  'BTC',
  'ETH',
  'SOL',
  'LINK',
  'XRP',
  'ADA',
  'AVAX',
  'MATIC',
  'BNB',
  'DOGE',
  'FTM',
] as const;
