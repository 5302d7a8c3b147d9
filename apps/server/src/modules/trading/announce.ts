import type { AfterCommit } from '../../platform/db/transaction.js';
import { balanceTopic } from '../money/index.js';
import { positionsTopic } from './trading.live.js';

/** After the commit: the member's open positions and, when money moved, their balance. */
export function announcePositions(afterCommit: AfterCommit, memberId: string, walletMoved: boolean): void {
  afterCommit.changed(positionsTopic, memberId);
  if (walletMoved) afterCommit.changed(balanceTopic, memberId);
}
