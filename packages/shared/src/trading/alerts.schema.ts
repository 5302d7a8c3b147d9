import { z } from 'zod';
import { ZPriceInput, ZTradeSymbol } from './trading.schema.js';

/** A price alert fires when the price reaches its level from below ("above") or above ("below"). */
export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** A member may keep this many alerts at once. */
export const MAX_PRICE_ALERTS = 50;

export const ZCreatePriceAlertRequest = z.object({
  symbol: ZTradeSymbol,
  direction: z.enum(ALERT_DIRECTIONS, { message: 'Choose above or below' }),
  price: ZPriceInput,
  /**
   * Absent: the alert fires once. Present: after firing it re-arms once the price moved back
   * by this much (below the level for "above", above it for "below"), and can fire again.
   */
  rearmStep: ZPriceInput.optional(),
});
export type CreatePriceAlertRequest = z.infer<typeof ZCreatePriceAlertRequest>;

export const ZPriceAlert = z.object({
  id: z.string(),
  symbol: ZTradeSymbol,
  direction: z.enum(ALERT_DIRECTIONS),
  price: z.string(),
  rearmStep: z.string().nullable(),
  /** Waiting for the price to reach the level (false once fired, until re-armed). */
  armed: z.boolean(),
  /** How many times it fired. */
  crossings: z.number().int(),
  lastCrossedAt: z.string().nullable(),
  /** The first price at or beyond the level in the move that crossed it. */
  lastCrossedPrice: z.string().nullable(),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof ZPriceAlert>;
export const ZPriceAlerts = z.array(ZPriceAlert);

export const ZPriceAlertParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'No such alert') });
