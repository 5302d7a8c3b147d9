import type { WithdrawalSource } from '@member-area/shared';
import type { AfterCommit } from '../../platform/db/transaction.js';
import { balanceTopic } from './balance.live.js';
import { fundsTopic } from './funds.live.js';
import { moneyTopic } from './money.live.js';

/**
 * After the commit, the member's tabs get the new money state (invoices, withdrawals, wallet
 * figures) and, when money moved, the top bar's balance (the wallet) or the funds' balances.
 */
export function announceMoney(afterCommit: AfterCommit, memberId: string, moved: WithdrawalSource | false): void {
  afterCommit.changed(moneyTopic, memberId);
  if (moved === 'wallet') afterCommit.changed(balanceTopic, memberId);
  else if (moved) afterCommit.changed(fundsTopic, memberId);
}
