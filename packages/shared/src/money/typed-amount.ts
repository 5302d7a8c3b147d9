import Decimal from 'decimal.js';
import { BASE_CURRENCY, type Currency, type Rate } from './currencies.js';
import { formatAmount } from './display-balance.js';

/**
 * Amounts a member types in their own currency. The one rounding rule:
 * - typed in the member's currency, an amount becomes USD cents rounded half-up (the nearest
 *   cent), and the server only ever receives that USD amount;
 * - a USD amount is shown in the member's currency rounded half-up to 2 decimals (as
 *   `displayBalance`), except a limit: a minimum is rounded up and a maximum down, so typing
 *   the limit as shown always lands inside the USD range, even where one cent of the member's
 *   currency is worth more than one USD cent (KWD).
 */
export interface CurrencyView {
  /** The currency the member types in (never USD: USD needs no view). */
  currency: Currency;
  /** How many units of `currency` one USD buys, as the operator set it ("1385.5"). */
  rate: string;
}

/** The member's view, or null when their currency is USD or has no positive rate (USD alone then). */
export function currencyViewOf(currency: Currency | null | undefined, rates: readonly Rate[]): CurrencyView | null {
  if (!currency || currency === BASE_CURRENCY) return null;
  const rate = rates.find((r) => r.name === currency);
  // String(value) keeps the rate's shortest decimal form, as displayBalance reads it.
  return rate && rate.value > 0 ? { currency, rate: String(rate.value) } : null;
}

const TYPED = /^\d+(\.\d{1,2})?$/;

/** A typed amount as a plain decimal string ("100,000.5" → "100000.5"), or null when it is not one. */
export function parseTypedAmount(text: string): string | null {
  const plain = text.trim().replace(/[,\s]/g, '');
  return TYPED.test(plain) ? plain : null;
}

/** A plain decimal amount typed in the view's currency, in USD with 2 decimals (half-up). */
export function typedToUsd(plain: string, view: CurrencyView): string {
  return new Decimal(plain).dividedBy(view.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * A typed figure as the server will count it: its USD amount, that USD amount back in the member's
 * currency (what an invoice shows), and whether that is the figure typed (false when no USD cent
 * lands on it: 100,000 KRW counts as 72.18 USD, which is 100,005.39 KRW).
 */
export function countedAs(plain: string, view: CurrencyView): { usd: string; back: string; exact: boolean } {
  const usd = typedToUsd(plain, view);
  const back = usdToTyped(usd, view);
  return { usd, back, exact: new Decimal(back).equals(plain) };
}

/** A USD amount in the view's currency as a plain decimal string (half-up, 2 decimals), to type into. */
export function usdToTyped(usd: string, view: CurrencyView): string {
  return new Decimal(usd).times(view.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** A USD limit in the view's currency, rounded inward: a minimum up, a maximum down. */
export function limitInCurrency(usd: string, view: CurrencyView, side: 'min' | 'max'): string {
  const rounding = side === 'min' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN;
  return new Decimal(usd).times(view.rate).toDecimalPlaces(2, rounding).toFixed(2);
}

/**
 * A limit in words for messages and hints: "13,855.00 KRW (10.00 USD)", or "10.00 USD" without
 * a view. `side` says which way the converted figure is rounded (see `limitInCurrency`).
 */
export function limitInWords(usd: string, view: CurrencyView | null, side: 'min' | 'max'): string {
  const base = `${formatAmount(usd)} ${BASE_CURRENCY}`;
  if (!view) return base;
  return `${formatAmount(limitInCurrency(usd, view, side))} ${view.currency} (${base})`;
}

/** An amount (not a limit) in words, half-up as shown elsewhere: "418,421.00 KRW (302.00 USD)". */
export function amountInWords(usd: string, view: CurrencyView | null): string {
  const base = `${formatAmount(usd)} ${BASE_CURRENCY}`;
  return view ? `${formatAmount(usdToTyped(usd, view))} ${view.currency} (${base})` : base;
}

/** A range in words: "13,855.00 to 138,550,000.00 KRW (10.00 to 100,000.00 USD)", or in USD alone. */
export function rangeInWords(minUsd: string, maxUsd: string, view: CurrencyView | null): string {
  const base = `${formatAmount(minUsd)} to ${formatAmount(maxUsd)} ${BASE_CURRENCY}`;
  if (!view) return base;
  const min = formatAmount(limitInCurrency(minUsd, view, 'min'));
  const max = formatAmount(limitInCurrency(maxUsd, view, 'max'));
  return `${min} to ${max} ${view.currency} (${base})`;
}

/**
 * The refusal of an amount outside a range, the same words wherever an amount has limits (a
 * deposit, an investment), said by the server and by the form before it sends.
 */
export function amountOutsideRange(minUsd: string, maxUsd: string, view: CurrencyView | null): string {
  return `Enter an amount from ${rangeInWords(minUsd, maxUsd, view)}`;
}
