import { type Balance, centsToDecimalString } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { defineMemberRead, type MemberReadRow } from '../auth/index.js';
import { balanceOf, balanceQuery } from '../ledger/index.js';

/** The member's live "balance" of the spec: their wallet account, in USD. */
export async function walletBalance(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Balance> {
  return { balance: centsToDecimalString(await balanceOf(ctx.db, userId, 'wallet')) };
}

/** GET /api/balance's read, made with the session (one statement). */
export const walletBalanceRead = defineMemberRead('wallet balance', (db, memberId) =>
  balanceQuery(db, memberId, 'wallet'),
);

/** The balance answer from that read's row (none: the wallet is not opened yet, so it holds nothing). */
export function toBalance(row: MemberReadRow<typeof walletBalanceRead> | null): Balance {
  return { balance: centsToDecimalString(BigInt(row?.balance ?? '0')) };
}
