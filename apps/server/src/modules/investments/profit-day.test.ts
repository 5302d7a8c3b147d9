import { dayProfit } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, isCalendarDay } from './profit-day.js';

describe('the profit day', () => {
  it('is the calendar day in the configured time zone', () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-03-01');
    expect(dayIn('Europe/Berlin', at)).toBe('2026-03-02');
    expect(dayIn('America/New_York', at)).toBe('2026-03-01');
  });

  it('counts calendar days across month ends and daylight-saving changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(isCalendarDay('2026-02-30')).toBe(false);
  });
});

describe('the rounding rule: floor per day, the remainder carried', () => {
  it('pays a whole term exactly: the days add up to the term floored once', () => {
    // 333.33 at 1.2345 % a day for 97 days: each day has a fraction of a cent.
    const amount = 33_333n;
    const rate = 12_345;
    const days = 97;
    let total = 0n;
    const paid: bigint[] = [];
    for (let k = 1; k <= days; k++) {
      const p = dayProfit(amount, rate, k);
      paid.push(p);
      total += p;
    }
    expect(total).toBe((amount * BigInt(rate) * BigInt(days)) / 1_000_000n);
    // Each day is the exact daily profit floored, or one cent more where the carried fractions add up.
    const floor = (amount * BigInt(rate)) / 1_000_000n;
    expect(paid.every((p) => p === floor || p === floor + 1n)).toBe(true);
    expect(paid.some((p) => p === floor + 1n)).toBe(true);
  });
});
