import { z } from 'zod';

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
});
export type DailyFigure = z.infer<typeof ZDailyFigure>;

/** What waits in each operator queue; pushed live to every operator on each change. */
export const ZConsoleQueues = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  kyc: z.number().int(),
  positions: z.number().int(),
});
export type ConsoleQueues = z.infer<typeof ZConsoleQueues>;

export const ZMemberUid = z.object({ uid: z.string().min(1).max(100) });
