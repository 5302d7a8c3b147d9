import { z } from 'zod';
import { RATED_CURRENCIES } from '../money/currencies.js';

/** Rates are stored as numeric(18,6): anything finer would be cut (or rounded to 0) silently. */
export const RATE_DECIMALS = 6;
const hasAtMostRateDecimals = (v: number) => Number(v.toFixed(RATE_DECIMALS)) === v;

// Named as the settings editor labels them ("EUR rate"), since these messages are shown there.
const positiveRate = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .positive(`${name} must be greater than 0`)
    .max(1_000_000, `${name} must be at most 1,000,000`)
    // Said only of positive rates, so 0 gets the one message above.
    .refine((v) => v <= 0 || v >= 0.000001, `${name} must be at least 0.000001`)
    .refine(hasAtMostRateDecimals, `${name} can have at most ${RATE_DECIMALS} decimal places`);

/** The single shared settings record (spec 3). */
export const ZSettings = z.object({
  menuContact: z.boolean(),
  rateMYR: positiveRate('MYR rate'),
  rateKRW: positiveRate('KRW rate'),
  rateJPY: positiveRate('JPY rate'),
  rateEUR: positiveRate('EUR rate'),
  rateKWD: positiveRate('KWD rate'),
  /** Approved KYC is required before a withdrawal (issue 10). */
  kycRequiredForWithdrawals: z.boolean(),
});
export type Settings = z.infer<typeof ZSettings>;

export const ZUpdateSettingsRequest = ZSettings.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'Change at least one setting',
});
export type UpdateSettingsRequest = z.infer<typeof ZUpdateSettingsRequest>;

export const ZRate = z.object({ name: z.enum(RATED_CURRENCIES), value: z.number() });
export const ZRatesResponse = z.array(ZRate);

export function ratesFromSettings(s: Settings): z.infer<typeof ZRatesResponse> {
  return RATED_CURRENCIES.map((name) => ({ name, value: s[`rate${name}`] }));
}
