import { MEMBER_ACCOUNT_KINDS, PLATFORM_ACCOUNT_KINDS, TRANSFER_KINDS } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.js';

// One vocabulary: the shared lists are what the migrated database accepts, no more, no less.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('ledger kinds', () => {
  it('are the database enums, side by side', async () => {
    const accounts = await sql<{ kind: string; side: string }>`
      select kind, side from ledger_account_kind order by kind
    `.execute(app.ctx.db);
    const expected = [
      ...MEMBER_ACCOUNT_KINDS.map((kind) => ({ kind, side: 'member' })),
      ...PLATFORM_ACCOUNT_KINDS.map((kind) => ({ kind, side: 'platform' })),
    ].sort((a, b) => (a.kind < b.kind ? -1 : 1));
    // Sorted here, not by the database's collation.
    expect([...accounts.rows].sort((a, b) => (a.kind < b.kind ? -1 : 1))).toEqual(expected);
    const transfers = await sql<{ kind: string }>`select kind from ledger_transfer_kind order by kind`.execute(
      app.ctx.db,
    );
    expect(transfers.rows.map((r) => r.kind).sort()).toEqual([...TRANSFER_KINDS].sort());
  });

  it('are what the rows are checked against: each kind table, as its CHECK lists it', async () => {
    const listed = async (constraint: string) => {
      const { rows } = await sql<{ def: string }>`
        select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}
      `.execute(app.ctx.db);
      // CHECK ((kind = ANY ('{adjustment.credit,…}'::text[])))
      const array = /'\{([^}']*)\}'::text\[\]/.exec(rows[0]?.def ?? '')?.[1];
      return (array?.split(',') ?? []).sort();
    };
    expect(await listed('ledger_transfer_kind_listed')).toEqual([...TRANSFER_KINDS].sort());
    expect(await listed('ledger_account_kind_listed')).toEqual(
      [...MEMBER_ACCOUNT_KINDS, ...PLATFORM_ACCOUNT_KINDS].sort(),
    );
  });

  it('open every platform account once', async () => {
    const { rows } = await sql<{ kind: string }>`
      select kind from ledger_account where owner_id is null order by kind
    `.execute(app.ctx.db);
    expect(rows.map((r) => r.kind).sort()).toEqual([...PLATFORM_ACCOUNT_KINDS].sort());
  });
});
