// The ledger's public face: other modules move and read money only through these.
export {
  type AccountMovement,
  accountMovements,
  type JournalRow,
  listTransfers,
} from './explorer.js';
export { type Hold, postHold, reserveHold, voidHold } from './holds.js';
export { checkInvariants, isSound, type LedgerInvariants } from './invariants.js';
export type { AccountKey, MemberAccountKind, PlatformAccountKind, TransferKind } from './kinds.js';
export { type AccountState, accountState, balanceOf, balanceQuery } from './ledger.repo.js';
export { type TransferInput, type TransferResult, transfer } from './transfer.js';
