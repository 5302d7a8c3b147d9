import type { ConsoleRange } from '@member-area/shared';
import { addDays } from '../investments/index.js';

/** The range's UTC days, oldest first, ending today ('YYYY-MM-DD' each). */
export function rangeDays(now: Date, range: ConsoleRange): string[] {
  return daysEnding(now.toISOString().slice(0, 10), Number(range));
}

/** The `n` days ending on `last` ('YYYY-MM-DD'), oldest first. */
export function daysEnding(last: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(last, i - (n - 1)));
}
