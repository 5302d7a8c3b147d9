import { formatPriceLimit, type Side, unitsToPrice } from '@member-area/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { PriceFeed, PriceTick, TickerSymbol } from '../prices/index.js';

/**
 * The feed's price to trade at now: opening, closing and moving targets all refuse without one,
 * and refuse a delayed one. A stale price is not one to execute at: the member would trade
 * against a market that moved on (and a close would pay out what the market no longer gives).
 */
export function tradablePrice(prices: PriceFeed, symbol: string): PriceTick {
  const tick = prices.latest(symbol as TickerSymbol);
  if (!tick) throw new AppError('CONFLICT', `There is no price for ${symbol} yet. Try again in a moment.`);
  if (prices.status(symbol as TickerSymbol) === 'delayed') {
    throw new AppError(
      'CONFLICT',
      `${symbol} prices are delayed: the feed sent none for a while, so orders on ${symbol} are paused. Try again when its price is live.`,
    );
  }
  return tick;
}

/**
 * Take profit and stop loss must sit on their sides of the price, and a stop loss before the
 * liquidation price (beyond it, liquidation would always come first): a long's TP above its
 * reference and its SL between the liquidation price and its reference; a short's the other way
 * round. Each target has its own reference: on an open position both are the market's price; on
 * an order the TP's is the entry (beyond the spread paid), the SL's the market's (the ticks that
 * trigger it are the market's).
 */
export function assertTargets(
  symbol: string,
  side: Side,
  reference: { takeProfit: bigint; stopLoss: bigint },
  liquidation: bigint,
  targets: { takeProfit: bigint | null; stopLoss: bigint | null },
): void {
  const { takeProfit: tp, stopLoss: sl } = targets;
  // Each limit in the symbol's decimals, rounded so that what the message says holds.
  const limit = (units: bigint, bound: 'above' | 'below') => formatPriceLimit(symbol, unitsToPrice(units), bound);
  if (side === 'long') {
    if (tp !== null && tp <= reference.takeProfit)
      throw AppError.field('takeProfit', `Take profit must be above ${limit(reference.takeProfit, 'above')}`);
    if (sl !== null && sl >= reference.stopLoss)
      throw AppError.field('stopLoss', `Stop loss must be below ${limit(reference.stopLoss, 'below')}`);
    if (sl !== null && sl <= liquidation)
      throw AppError.field('stopLoss', `Stop loss must be above the liquidation price ${limit(liquidation, 'above')}`);
  } else {
    if (tp !== null && tp >= reference.takeProfit)
      throw AppError.field('takeProfit', `Take profit must be below ${limit(reference.takeProfit, 'below')}`);
    if (sl !== null && sl <= reference.stopLoss)
      throw AppError.field('stopLoss', `Stop loss must be above ${limit(reference.stopLoss, 'above')}`);
    if (sl !== null && sl >= liquidation)
      throw AppError.field('stopLoss', `Stop loss must be below the liquidation price ${limit(liquidation, 'below')}`);
  }
}
