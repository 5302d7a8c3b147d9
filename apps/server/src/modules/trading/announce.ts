import type { AfterCommit } from '../../platform/db/transaction.js';
import { announceQueues } from '../console/index.js';
import { balanceTopic } from '../money/index.js';
import { positionsTopic } from './trading.live.js';

/** After the commit: the member's open positions, the operators' queue counts and, when money moved, their balance. */
export function announcePositions(afterCommit: AfterCommit, memberId: string, walletMoved: boolean): void {
  afterCommit.changed(positionsTopic, memberId);
  announceQueues(afterCommit);
  if (walletMoved) afterCommit.changed(balanceTopic, memberId);
}
