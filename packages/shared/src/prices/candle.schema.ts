import { z } from 'zod';

/** The chart's intervals, shortest first. */
export const CANDLE_INTERVALS = ['1m', '5m', '1h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** The most candles one request returns (the chart shows the newest). */
export const MAX_CANDLES = 1000;

/** One candle as lightweight-charts takes it: `time` in seconds (its open), prices as decimal strings. */
export const ZCandle = z.object({
  time: z.number().int(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
});
export type Candle = z.infer<typeof ZCandle>;

export const ZCandlesParams = z.object({ symbol: z.string().min(1).max(12) });
export const ZCandlesQuery = z.object({
  interval: z.enum(CANDLE_INTERVALS).default('1m'),
  limit: z.coerce.number().int().min(1).max(MAX_CANDLES).default(300),
});

/** The /trade list's sparklines: the last 24 hourly closes of every symbol, oldest first. */
export const ZSparklines = z.array(
  z.object({ symbol: z.string(), points: z.array(z.object({ time: z.number().int(), close: z.string() })) }),
);
export type Sparklines = z.infer<typeof ZSparklines>;
