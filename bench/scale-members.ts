// The members world of the scale part (BENCH_ONLY=scale): the back office's members list and
// search with 100 and with 100,000 members, and the brand-wide lists that grow with them (the
// audit log, an action per member; the ledger explorer, a transfer per member). Every member is
// in one table, so each size gets an app of its own on a database of its own (a schema on
// PostgreSQL, an in-memory PGlite), both in this process; the rows are seeded in SQL and the
// tables analysed, as autovacuum would have it in production.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type App, buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import type { ScaleInput, ScaleWorld } from './scale.js';

export interface MembersWorld {
  app: App;
  base: string;
  cookie: string;
  /** The member 80% down the list: the key of a deep page. */
  deepAfter: string;
  /** The page keys (as the API answers them) 80% down the audit log and the ledger explorer. */
  deepAudit: string;
  deepTransfers: string;
  close(): Promise<void>;
}

const FEW = 3;

async function seedMembersWorld(size: number, input: ScaleInput): Promise<MembersWorld> {
  const main = input.app.ctx;
  const schema = `scale_members_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase(
    main.database.url ? { url: main.database.url, schema, poolSize: 10 } : { dataDir: undefined },
  );
  const app = await buildApp(main.config, { database, logger: false });
  const base = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const db = app.ctx.db;
  // `size` members a second apart, FEW of them named so that one search finds just them.
  await sql`
    insert into "user" (id, name, "firstName", "lastName", email, username, "displayUsername", "emailVerified", role, "createdAt")
    select 'scale-' || i, fn || ' Member ' || i, fn, 'Member ' || i, 'member' || i || '@example.org',
      'member_' || i, 'member_' || i, true, 'member', now() - i * interval '1 second'
    from generate_series(1, ${size}::int) i,
      lateral (select case when i % ${Math.floor(size / FEW)}::int = 0 then 'Fewmatch' else 'Scale' end as fn) f
  `.execute(db);
  // An operator's action on each member: the audit log grows with the brand.
  await sql`
    insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
    select op.id, 'member.flag', 'user', 'scale-' || i, '{"flag":"userTrading","value":true}'::jsonb,
      now() - i * interval '1 second'
    from generate_series(1, ${size}::int) i, (select id from "user" where email = ${main.config.ADMIN_EMAIL}) op
  `.execute(db);
  // And a transfer per member between two platform accounts: the ledger explorer lists the brand's.
  await sql`
    insert into ledger_transfer (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at)
    select d.id, c.id, 100, 'adjustment.credit', 'scale seed', 'scale-brand-' || i, now() - i * interval '1 second'
    from generate_series(1, ${size}::int) i,
      (select id from ledger_account where owner_id is null and kind = 'adjustments') d,
      (select id from ledger_account where owner_id is null and kind = 'fees') c
  `.execute(db);
  for (const table of ['"user"', 'audit_log', 'ledger_transfer']) {
    await sql.raw(`${database.kind === 'postgres' ? 'vacuum analyze' : 'analyze'} ${table}`).execute(db);
  }
  const deep = await db
    .selectFrom('user')
    .select('id')
    .where('role', '=', 'member')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor(size * 0.8))
    .limit(1)
    .executeTakeFirstOrThrow();
  // A keyed list's key is base64url of the JSON array of its key columns as text.
  const keyAt = async (table: 'audit_log' | 'ledger_transfer') => {
    const { rows } = await sql<{ id: string }>`
      select id::text from ${sql.table(table)} order by id desc offset ${Math.floor(size * 0.8)} limit 1
    `.execute(db);
    return Buffer.from(JSON.stringify([rows[0]?.id])).toString('base64url');
  };
  const signIn = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: { origin: input.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ login: main.config.ADMIN_EMAIL, password: main.config.ADMIN_PASSWORD }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!signIn.ok || !cookie) throw new Error(`scale: operator sign-in failed (${signIn.status})`);
  return {
    app,
    base,
    cookie,
    deepAfter: deep.id,
    deepAudit: await keyAt('audit_log'),
    deepTransfers: await keyAt('ledger_transfer'),
    async close() {
      await app.close();
      if (database.kind === 'postgres') await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
      await database.close();
    },
  };
}

const get = (path: string) => (w: MembersWorld, input: ScaleInput) =>
  fetch(`${w.base}${path}`, { headers: { cookie: w.cookie, origin: input.origin } });
const list = (query: string) => get(`/api/admin/members?${query}`);

export const membersWorld: ScaleWorld<MembersWorld> = {
  name: 'members in the back office',
  sizes: [100, 100_000],
  seed: seedMembersWorld,
  cases: [
    { name: 'members list, page 1', request: list('pageSize=20') },
    { name: 'members list, a deep page (80% down)', request: (w, i) => list(`pageSize=20&after=${w.deepAfter}`)(w, i) },
    { name: 'members search matching nothing', request: list('pageSize=20&q=zzqxjw') },
    { name: `members search matching ${FEW}`, request: list('pageSize=20&q=fewmatch') },
    { name: 'audit log, page 1 (an action per member)', request: get('/api/admin/audit?page=1&pageSize=50') },
    {
      name: 'ledger explorer, page 1 (a transfer per member)',
      request: get('/api/admin/ledger/transfers?pageSize=50'),
    },
    // Page 1,601 of 100,000 (page 2 of 100) by key: an index range like page 1, where an offset
    // read and counted the 80,000 entries before it.
    {
      name: 'audit log, a deep page by key (80% down)',
      request: (w, i) => get(`/api/admin/audit?page=2&pageSize=50&after=${w.deepAudit}`)(w, i),
    },
    {
      name: 'ledger explorer, a deep page by key (80% down)',
      request: (w, i) => get(`/api/admin/ledger/transfers?page=2&pageSize=50&after=${w.deepTransfers}`)(w, i),
    },
  ],
  close: (w) => w.close(),
};
