import type { MemberAccountKindName, PlatformAccountKindName, TransferKindName } from '@member-area/shared';

// The closed sets of account and transfer kinds are the lists in packages/shared (ledger/kinds.ts);
// the database holds the same (ledger_account_kind, ledger_transfer_kind), checked by
// test/ledger/kinds.test.ts. A new kind needs a line there and a migration.

export type MemberAccountKind = MemberAccountKindName;

/** Platform accounts take the other side; their balance is derived from the journal. */
export type PlatformAccountKind = PlatformAccountKindName;

export type TransferKind = TransferKindName;

export type AccountKey = { owner: string; kind: MemberAccountKind } | { platform: PlatformAccountKind };

export const isMemberKey = (key: AccountKey): key is { owner: string; kind: MemberAccountKind } => 'owner' in key;
