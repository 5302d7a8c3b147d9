import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

// Only the KYC page loads this (lazy): the ISO 3166-1 names in English, A to Z.
countries.registerLocale(en);

export const COUNTRY_NAMES: readonly string[] = Object.values(countries.getNames('en', { select: 'official' })).sort(
  (a, b) => a.localeCompare(b, 'en'),
);

/** The list to choose from, keeping a value saved before the list existed (free text) choosable. */
export const countryOptions = (current: string): readonly string[] =>
  current && !COUNTRY_NAMES.includes(current) ? ['', current, ...COUNTRY_NAMES] : ['', ...COUNTRY_NAMES];
