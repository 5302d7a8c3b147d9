import type { MemberAccountKindName, PlatformAccountKindName, TransferKindName } from '@member-area/shared';

// The closed sets of account and transfer kinds are the lists in packages/shared (ledger/kinds.ts);
// the database holds the same (ledger_account_kind, ledger_transfer_kind, and the CHECKs each row
// is held to, built from them by ledger_kind_checks()), checked by test/ledger/kinds.test.ts. A
// new kind needs a line there and a migration that inserts it and runs ledger_kind_checks().

export type MemberAccountKind = MemberAccountKindName;

/** Platform accounts take the other side; their balance is derived from the journal. */
export type PlatformAccountKind = PlatformAccountKindName;

export type TransferKind = TransferKindName;

export type AccountKey = { owner: string; kind: MemberAccountKind } | { platform: PlatformAccountKind };

export const isMemberKey = (key: AccountKey): key is { owner: string; kind: MemberAccountKind } => 'owner' in key;
