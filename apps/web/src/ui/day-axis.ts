/**
 * The day axis of a bar chart (MUI X Charts) with a bar per day, oldest first: `MM-DD`, labelled
 * about every seventh of the range counted back from the last day, so the newest day always
 * carries its date. It has no import of the chart library, so the charts' chunk stays where the
 * pages that draw one load it.
 */
export function dayAxis(days: readonly string[]) {
  const every = Math.max(1, Math.round(days.length / 7));
  return {
    scaleType: 'band' as const,
    data: days.map((day) => day.slice(5)),
    tickLabelInterval: (_: unknown, i: number) => (days.length - 1 - i) % every === 0,
  };
}

/** MUI X shortens a tick label that would cross the chart's edge ("11-…"): the right margin leaves the last date room. */
export const DAY_CHART_MARGIN = { left: 0, right: 20, top: 8, bottom: 0 };
