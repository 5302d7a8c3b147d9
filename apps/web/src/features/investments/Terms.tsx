import { e4ToPercentShort, type InvestmentPackage } from '@member-area/shared';

/** "1.25 % a day for 30 days, capital back at the end". */
export function termsText(p: Pick<InvestmentPackage, 'dailyRateE4' | 'durationDays' | 'capitalReturned'>): string {
  return `${e4ToPercentShort(p.dailyRateE4)} % a day for ${p.durationDays} day${p.durationDays === 1 ? '' : 's'}, ${
    p.capitalReturned ? 'capital back at the end' : 'capital paid within the profit'
  }`;
}
