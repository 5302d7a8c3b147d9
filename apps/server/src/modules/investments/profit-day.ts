// The profit day: a calendar day (YYYY-MM-DD) in PROFIT_TIME_ZONE, from 00:00 to 24:00 there.
// Day arithmetic is on the calendar date itself (UTC noon), never on local clock hours, so a
// daylight-saving change never skips or repeats a day.

import type { AppContext } from '../../app-context.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day `at` falls on in `timeZone`. Built from the parts, not from a locale's whole
 * format: how a locale writes a date is locale data an ICU update may change ('en-CA' has), the
 * parts' values are not.
 */
export function dayIn(timeZone: string, at: Date): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's profit day: the brand's calendar day now (the console counts its days by it too). */
export const profitToday = (ctx: Pick<AppContext, 'config' | 'clock'>): string =>
  dayIn(ctx.config.PROFIT_TIME_ZONE, ctx.clock.now());

/** `day` plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);
}

/** Whether the string is a real calendar date (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
}
