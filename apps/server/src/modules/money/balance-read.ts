import { type Balance, centsToDecimalString } from '@member-area/shared';
import { defineMemberRead, type MemberReadRow } from '../auth/index.js';
import { balanceQuery } from '../ledger/index.js';

/** GET /api/balance's read of the spec's "balance" (the wallet account, in USD), made with the session (one statement). */
export const walletBalanceRead = defineMemberRead('wallet balance', (db, memberId) =>
  balanceQuery(db, memberId, 'wallet'),
);

/** The balance answer from that read's row (none: the wallet is not opened yet, so it holds nothing). */
export function toBalance(row: MemberReadRow<typeof walletBalanceRead> | null): Balance {
  return { balance: centsToDecimalString(BigInt(row?.balance ?? '0')) };
}
