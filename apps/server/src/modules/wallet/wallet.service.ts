import { type Balance, centsToDecimalString } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { balanceOf } from '../ledger/index.js';

/** The member's live "balance" of the spec: their wallet account, in USD. */
export async function walletBalance(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Balance> {
  return { balance: centsToDecimalString(await balanceOf(ctx.db, userId, 'wallet')) };
}
