import { z } from 'zod';

/** A USD amount as typed by a person: up to 12 digits and 2 decimals, more than zero. */
export const ZAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount like 100 or 100.50')
  .refine((v) => Number(v) > 0, 'The amount must be greater than zero');

/** An operator's manual correction of a member's wallet, through the ledger. */
export const ZAdjustBalanceRequest = z.object({
  direction: z.enum(['credit', 'debit'], { message: 'Choose credit or debit' }),
  amount: ZAmount,
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});
export type AdjustBalanceRequest = z.infer<typeof ZAdjustBalanceRequest>;

/** Every money-moving request carries one; a retry with the same key moves nothing twice. */
export const ZIdempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string({ message: 'Send an Idempotency-Key header' })
    .min(8, 'The Idempotency-Key must be 8 to 100 characters')
    .max(100, 'The Idempotency-Key must be 8 to 100 characters'),
});
