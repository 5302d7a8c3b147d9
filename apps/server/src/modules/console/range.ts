import type { ConsoleRange } from '@member-area/shared';

/** The range's UTC days, oldest first, ending today ('YYYY-MM-DD' each). */
export function rangeDays(now: Date, range: ConsoleRange): string[] {
  const n = Number(range);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** The `n` days ending on `last` ('YYYY-MM-DD'), oldest first. */
export function daysEnding(last: string, n: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
