import Decimal from 'decimal.js';
import { BASE_CURRENCY, type Currency, type Rate } from './currencies.js';

export interface DisplayBalance {
  /** Formatted amount: 2 decimals, thousands commas, e.g. "1,234.50". */
  amount: string;
  /** The currency the amount is shown in: the member's currency when converted, else USD. */
  label: Currency;
}

/**
 * Formats a decimal string with 2 decimals and thousands commas, exactly (no float
 * rounding): the decimal is rounded half-up first, then only grouped for display.
 */
export function formatAmount(value: Decimal.Value): string {
  const fixed = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction = '00'] = fixed.abs().toFixed(2).split('.');
  const sign = fixed.isNegative() && !fixed.isZero() ? '-' : '';
  return `${sign}${groupThousands(whole)}.${fraction}`;
}

/** An amount in the ledger's currency as a cell or a sentence says it: "1,234.50 USD". */
export function formatUsd(value: Decimal.Value): string {
  return `${formatAmount(value)} ${BASE_CURRENCY}`;
}

/**
 * An exchange rate as amounts are shown (thousands commas, at least 2 decimals: "1,385.50"),
 * keeping any further decimals the operator set ("0.3071"), since a rate is not rounded money.
 */
export function formatRate(value: Decimal.Value): string {
  const rate = new Decimal(String(value));
  const [whole = '0', fraction = ''] = rate.abs().toFixed(Math.max(2, rate.decimalPlaces())).split('.');
  return `${rate.isNegative() ? '-' : ''}${groupThousands(whole)}.${fraction}`;
}

/** Puts thousands commas into a string of digits; as a string, so numbers beyond 2^53 stay exact. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The spec's displayed balance: the USD balance times the rate of the member's currency
 * when such a rate exists (and is positive), otherwise the raw USD balance.
 */
export function displayBalance(
  usdBalance: Decimal.Value,
  currency: Currency | null | undefined,
  rates: readonly Rate[],
): DisplayBalance {
  const rate = currency && currency !== BASE_CURRENCY ? rates.find((r) => r.name === currency) : undefined;
  if (!rate || !(rate.value > 0) || !currency) {
    return { amount: formatAmount(usdBalance), label: BASE_CURRENCY };
  }
  // String(rate) keeps the rate's shortest decimal form, so 4.47 multiplies as 4.47.
  return { amount: formatAmount(new Decimal(usdBalance).times(String(rate.value))), label: currency };
}
