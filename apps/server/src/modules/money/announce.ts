import type { WithdrawalSource } from '@member-area/shared';
import type { AfterCommit } from '../../platform/db/transaction.js';
import { announceQueues } from '../console/index.js';
import { balanceTopic } from './balance.live.js';
import { fundsTopic } from './funds.live.js';
import { moneyTopic } from './money.live.js';

/**
 * After the commit, the member's tabs get the new money state (invoices, withdrawals, wallet
 * figures), the operators their queue counts, and, when money moved, the top bar's balance (the wallet) or the funds' balances.
 */
export function announceMoney(afterCommit: AfterCommit, memberId: string, moved: WithdrawalSource | false): void {
  afterCommit.changed(moneyTopic, memberId);
  // The operators' queue counts follow every deposit and withdrawal change.
  announceQueues(afterCommit);
  if (moved === 'wallet') afterCommit.changed(balanceTopic, memberId);
  else if (moved) afterCommit.changed(fundsTopic, memberId);
}
