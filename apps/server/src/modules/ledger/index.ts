// The ledger's public face: other modules move and read money only through these.
export { type Credit, type CreditManyInput, creditMany } from './credit-many.js';
export { type JournalRow, listTransfers } from './explorer.js';
export {
  type AccountMovement,
  accountHistoryBatches,
  accountHistoryPage,
  type HistoryFilter,
} from './history.js';
export {
  type Hold,
  type HoldSource,
  postHold,
  reserveHold,
  reserveHoldAtCommit,
  reserveHoldFor,
  voidHold,
} from './holds.js';
export { checkInvariants, isSound, type LedgerInvariants } from './invariants.js';
export type { AccountKey, MemberAccountKind, PlatformAccountKind, TransferKind } from './kinds.js';
export { type AccountState, accountState, balanceOf, balanceQuery, lockedBalanceOf, stateLeft } from './ledger.repo.js';
export { LEDGER_POST_OR_RAISE_SQL, LEDGER_POST_SQL } from './ledger-post.js';
export { type TransferInput, type TransferResult, transfer, transferAtCommit } from './transfer.js';
