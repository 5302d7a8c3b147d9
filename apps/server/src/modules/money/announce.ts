import type { AfterCommit } from '../../platform/db/transaction.js';
import { balanceTopic } from './balance.live.js';
import { moneyTopic } from './money.live.js';

/**
 * After the commit, the member's tabs get the new money state (invoices, withdrawals, wallet
 * figures) and, when the wallet moved, the top bar's balance.
 */
export function announceMoney(afterCommit: AfterCommit, memberId: string, walletMoved: boolean): void {
  afterCommit.changed(moneyTopic, memberId);
  if (walletMoved) afterCommit.changed(balanceTopic, memberId);
}
