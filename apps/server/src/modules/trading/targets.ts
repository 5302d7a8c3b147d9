import { type Side, unitsToPrice } from '@member-area/shared';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Take profit and stop loss must sit on their sides of the price, and a stop loss before the
 * liquidation price (beyond it, liquidation would always come first): a long's TP above the
 * price and its SL between the liquidation price and the price; a short's the other way round.
 */
export function assertTargets(
  side: Side,
  reference: bigint,
  liquidation: bigint,
  targets: { takeProfit: bigint | null; stopLoss: bigint | null },
): void {
  const { takeProfit: tp, stopLoss: sl } = targets;
  const ref = unitsToPrice(reference);
  if (side === 'long') {
    if (tp !== null && tp <= reference) throw AppError.field('takeProfit', `Take profit must be above ${ref}`);
    if (sl !== null && sl >= reference) throw AppError.field('stopLoss', `Stop loss must be below ${ref}`);
    if (sl !== null && sl <= liquidation)
      throw AppError.field('stopLoss', `Stop loss must be above the liquidation price ${unitsToPrice(liquidation)}`);
  } else {
    if (tp !== null && tp >= reference) throw AppError.field('takeProfit', `Take profit must be below ${ref}`);
    if (sl !== null && sl <= reference) throw AppError.field('stopLoss', `Stop loss must be above ${ref}`);
    if (sl !== null && sl >= liquidation)
      throw AppError.field('stopLoss', `Stop loss must be below the liquidation price ${unitsToPrice(liquidation)}`);
  }
}
