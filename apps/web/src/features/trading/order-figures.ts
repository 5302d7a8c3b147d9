import { feeOf, liquidatedAt, type Market, orderPrices, priceToUnits, unitsToPrice } from '@member-area/shared';
import { centsToUsd, toCents } from './api';

export const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * What the order will be at this price: the same arithmetic the server settles with. `liquidatedNow`
 * says the server would refuse it: at this leverage and spread the liquidation price is already
 * reached at the market price (the position would close on the next tick).
 */
export function indicative(
  market: Pick<Market, 'spreadBp' | 'feeBp'>,
  price: string | undefined,
  side: 'long' | 'short',
  amount: string,
  leverage: number,
) {
  if (!price || !AMOUNT.test(amount.trim()) || Number(amount) <= 0) return null;
  const margin = toCents(amount.trim());
  const notional = margin * BigInt(leverage);
  const quote = priceToUnits(price);
  const { entry, liquidation } = orderPrices(side, quote, market.spreadBp, leverage);
  return {
    entry: unitsToPrice(entry),
    notional: centsToUsd(notional),
    fee: centsToUsd(feeOf(notional, market.feeBp)),
    total: centsToUsd(margin + feeOf(notional, market.feeBp)),
    liquidation: unitsToPrice(liquidation),
    liquidatedNow: liquidatedAt(side, liquidation, quote),
  };
}
