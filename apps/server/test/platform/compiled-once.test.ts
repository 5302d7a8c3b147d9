import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../src/platform/db/compiled-once.js';
import type { DB } from '../../src/platform/db/schema.js';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { signedInMember, startTestApp, type TestApp } from '../harness.js';

// A statement built once and then only given its values (compiled-once.ts) sends exactly what
// Kysely's builder would have sent for those values, on the database and in its transactions,
// and refuses a builder that does more with a value than pass it on.

let app: TestApp;
let db: Kysely<DB>;
beforeAll(async () => {
  app = await startTestApp();
  db = app.ctx.db;
});
afterAll(() => app.stop());

const byEmailAndRole = (d: Kysely<DB>, email: string, role: string) =>
  d
    .selectFrom('user')
    .select(['id', 'email'])
    .where('email', '=', email)
    .where((eb) => eb.or([eb('role', '=', role), eb('role', 'is', null)]))
    .where('banned', '=', false)
    .limit(2);
const once = compiledOnce(byEmailAndRole);

describe('compiledOnce', () => {
  it('sends the text and parameters the builder sends, the constants kept, for every call', () => {
    for (const [email, role] of [
      ['a@example.com', 'member'],
      ['b@example.com', 'admin'],
    ] as const) {
      const built = byEmailAndRole(db, email, role).compile();
      const fast = once(db, email, role);
      expect(fast.sql).toBe(built.sql);
      expect(fast.parameters).toEqual(built.parameters);
    }
  });

  it('reads the rows the builder reads, on the pool and inside a transaction', async () => {
    const m = await signedInMember(app);
    const email = (await db.selectFrom('user').select('email').where('id', '=', m.uid).executeTakeFirstOrThrow()).email;
    const expected = [{ id: m.uid, email }];
    expect((await db.executeQuery(once(db, email, 'member'))).rows).toEqual(expected);
    const inside = await withTransaction(
      app.ctx,
      async (trx) => (await trx.executeQuery(once(trx, email, 'member'))).rows,
    );
    expect(inside).toEqual(expected);
    expect((await db.executeQuery(once(db, 'nobody@example.com', 'member'))).rows).toEqual([]);
  });

  it('refuses a builder that writes a value into the text or leaves it out', () => {
    const inlined = compiledOnce((d: Kysely<DB>, email: string) =>
      d.selectFrom('user').select('id').where('email', '=', sql.lit(email)),
    );
    expect(() => inlined(db, 'a@example.com')).toThrow(/value 0 is not a parameter/);
    const ignored = compiledOnce((d: Kysely<DB>, _email: string) => d.selectFrom('user').select('id'));
    expect(() => ignored(db, 'a@example.com')).toThrow(/value 0 is not a parameter/);
  });
});
