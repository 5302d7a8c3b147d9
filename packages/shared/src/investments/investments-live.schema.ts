import { z } from 'zod';
import { ZMoney } from '../money/money-settings.schema.js';

/** The live `investments` topic: the profit fund's balance; the dashboard re-reads on it. */
export const ZInvestmentsLive = z.object({ profit: ZMoney });
