import { z } from 'zod';
import { ZMoney } from '../money/money-settings.schema.js';

/**
 * The live `investments` topic: the member's investment figures (what is invested in active
 * investments, how many, the profit they have paid to date). The fund balances travel on `funds`.
 */
export const ZInvestmentsLive = z.object({ invested: ZMoney, active: z.number().int(), profitToDate: ZMoney });
