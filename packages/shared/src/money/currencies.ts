/** The base currency: every amount is stored and moved in it. */
export const BASE_CURRENCY = 'USD' as const;

/** Currencies a member may display amounts in; each but USD has an operator-set rate. */
export const CURRENCIES = ['USD', 'MYR', 'KRW', 'JPY', 'EUR', 'KWD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const RATED_CURRENCIES = ['MYR', 'KRW', 'JPY', 'EUR', 'KWD'] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** One entry of the rate list: how many units of `name` one USD buys. */
export interface Rate {
  name: RatedCurrency;
  value: number;
}
