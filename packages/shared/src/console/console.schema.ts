import { z } from 'zod';
import { ZDay } from '../http/day.js';

/** The dashboard's ranges, in days. */
export const CONSOLE_RANGES = ['7', '30', '90'] as const;
export const ZConsoleRangeQuery = z.object({ days: z.enum(CONSOLE_RANGES).default('30') });
export type ConsoleRange = (typeof CONSOLE_RANGES)[number];

/**
 * The dashboard's daily figures, one chart each. `amount` is a decimal string in USD (cents on
 * the server): members and page views carry only a count; platform P/L may be negative.
 */
export const CONSOLE_FIGURES = [
  'members',
  'deposits',
  'withdrawals',
  'invested',
  'profit',
  'trading',
  'platformPl',
  'pageViews',
] as const;
export type ConsoleFigure = (typeof CONSOLE_FIGURES)[number];
export const ZConsoleFigureParams = z.object({ figure: z.enum(CONSOLE_FIGURES) });

export const ZDailyPoint = z.object({ day: z.string(), count: z.number().int(), amount: z.string() });
export type DailyPoint = z.infer<typeof ZDailyPoint>;
export const ZDailyFigure = z.object({
  figure: z.enum(CONSOLE_FIGURES),
  points: z.array(ZDailyPoint),
  total: z.object({ count: z.number().int(), amount: z.string() }),
  /** Today in the brand's time zone (`timeZone`), the day profit is paid by. */
  today: ZDay,
  /**
   * The range's last day: today, or for profit a later day an operator already paid ahead
   * (the member's chart's rule), so what was paid is counted on its own day, never left out.
   */
  through: ZDay,
  /** The IANA time zone whose calendar days the points are (the server's PROFIT_TIME_ZONE). */
  timeZone: z.string(),
});
export type DailyFigure = z.infer<typeof ZDailyFigure>;

/**
 * A queue's count stops here: the open positions grow with the business (tens of thousands), and
 * every change re-counts them, so a count costs at most this many index entries. The cards and
 * badges say "1,000+" from there on (the bar's badges already stop at "99+").
 */
export const QUEUE_COUNT_CAP = 1000;

/** A queue's count as the cards show it: "1,000+" once it reaches QUEUE_COUNT_CAP. */
export const queueCountLabel = (n: number): string =>
  n >= QUEUE_COUNT_CAP ? `${QUEUE_COUNT_CAP.toLocaleString('en-US')}+` : n.toLocaleString('en-US');

const ZQueueCount = z.number().int().min(0).max(QUEUE_COUNT_CAP);

/** What waits in each operator queue, each counted up to QUEUE_COUNT_CAP; pushed live to every operator on each change. */
export const ZConsoleQueues = z.object({
  deposits: ZQueueCount,
  withdrawals: ZQueueCount,
  kyc: ZQueueCount,
  positions: ZQueueCount,
});
export type ConsoleQueues = z.infer<typeof ZConsoleQueues>;

export const ZMemberUid = z.object({ uid: z.string().min(1).max(100) });
