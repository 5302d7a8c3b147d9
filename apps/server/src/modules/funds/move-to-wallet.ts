import {
  centsToDecimalString,
  decimalStringToCents,
  type Fund,
  formatUsd,
  type MoveToWalletResponse,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { balanceOf, transfer } from '../ledger/index.js';
import { balanceTopic, fundsTopic, readMoneyRules } from '../money/index.js';

export interface MoveToWalletOptions {
  memberId: string;
  fund: Fund;
  amount: string;
  /** The request's Idempotency-Key: the transfer's key too, so a replay moves nothing twice. */
  idempotencyKey: string;
}

/**
 * "Move to wallet": one `fund.move` transfer from the fund to the wallet, at once. At least the
 * fund's minimum (the operator's money settings); more than the fund holds is refused by the
 * ledger under the fund's row lock (422 INSUFFICIENT_FUNDS), so two moves never spend it twice.
 */
export async function moveToWallet(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, fund, amount, idempotencyKey }: MoveToWalletOptions,
): Promise<MoveToWalletResponse> {
  const cents = decimalStringToCents(amount);
  return withTransaction(ctx, async (trx, afterCommit) => {
    const minimum = (await readMoneyRules(trx)).fundMin[fund].move;
    if (cents < minimum) {
      throw AppError.field('amount', `The least you can move is ${formatUsd(centsToDecimalString(minimum))}`);
    }
    const moved = await transfer(trx, {
      from: { owner: memberId, kind: fund },
      to: { owner: memberId, kind: 'wallet' },
      amount: cents,
      kind: 'fund.move',
      reference: `fund:${fund}`,
      idempotencyKey: `fund.move:${memberId}:${idempotencyKey}`,
      createdBy: memberId,
    });
    afterCommit.changed(fundsTopic, memberId);
    afterCommit.changed(balanceTopic, memberId);
    const [fundBalance, walletBalance] = moved.replayed
      ? await Promise.all([balanceOf(trx, memberId, fund), balanceOf(trx, memberId, 'wallet')])
      : [moved.balancesAfter.from ?? 0n, moved.balancesAfter.to ?? 0n];
    return {
      fund,
      moved: centsToDecimalString(cents),
      fundBalance: centsToDecimalString(fundBalance),
      walletBalance: centsToDecimalString(walletBalance),
    };
  });
}
