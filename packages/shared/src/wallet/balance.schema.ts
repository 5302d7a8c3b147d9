import { z } from 'zod';

/** A member's wallet balance in USD, as a decimal string with 2 places. */
export const ZBalance = z.object({ balance: z.string().regex(/^-?\d+\.\d{2}$/) });
export type Balance = z.infer<typeof ZBalance>;
