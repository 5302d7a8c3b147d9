import { z } from 'zod';

/** The key events of the funnel, in its order; each is recorded once per member. */
export const FUNNEL_EVENTS = ['registered', 'verified', 'first_deposit', 'first_investment', 'first_trade'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];
export const FUNNEL_LABELS: Record<FunnelEvent, string> = {
  registered: 'Registered',
  verified: 'Verified',
  first_deposit: 'First deposit',
  first_investment: 'First investment',
  first_trade: 'First trade',
};

/** A page view: the route the tab shows, without its query string (no personal data). */
export const ZPageViewRequest = z.object({
  path: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^\/[^?#]*$/, 'A path starting with /, without query or fragment'),
});
export type PageViewRequest = z.infer<typeof ZPageViewRequest>;
export const ZPageViewResponse = z.object({ ok: z.literal(true) });

/**
 * The funnel of the members who registered within the range: how many reached each step and every
 * step before it (at any time since; a member who traded without a deposit stops at "First
 * deposit"), and the conversion from the step before, in percent, never above 100 (null for the
 * first step or after an empty one). Sources: how those members came (a referral link or directly).
 */
export const ZFunnel = z.object({
  steps: z.array(
    z.object({
      event: z.enum(FUNNEL_EVENTS),
      label: z.string(),
      members: z.number().int(),
      conversion: z.number().nullable(),
    }),
  ),
  sources: z.object({ referral: z.number().int(), direct: z.number().int() }),
});
export type Funnel = z.infer<typeof ZFunnel>;
