/**
 * The day axis of a bar chart (MUI X Charts) with a bar per day, oldest first. Ticks say `MM-DD`,
 * about every seventh of the range counted back from the last day, so the newest day carries its
 * date; the tooltip says the whole day. The other ticks are blank rather than filtered out, so the
 * chart still drops a label that would overlap its neighbour: on a phone's width seven dates ran
 * together ("11-0211-0611-10"). It has no import of the chart library, so the charts' chunk stays
 * where the pages that draw one load it.
 */
export function dayAxis(days: readonly string[]) {
  const every = Math.max(1, Math.round(days.length / 7));
  const labelled = new Set(days.filter((_, i) => (days.length - 1 - i) % every === 0));
  return {
    scaleType: 'band' as const,
    data: [...days],
    valueFormatter: (day: string, context: { location: string }) => {
      if (context.location !== 'tick') return day;
      return labelled.has(day) ? day.slice(5) : '';
    },
  };
}

/** MUI X shortens a tick label that would cross the chart's edge ("11-…"): the right margin leaves the last date room. */
export const DAY_CHART_MARGIN = { left: 0, right: 20, top: 8, bottom: 0 };
