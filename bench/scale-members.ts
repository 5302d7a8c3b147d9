// The members world of the scale part (BENCH_ONLY=scale): the back office's members list and
// search with 100 and with 100,000 members. Every member is in one table, so each size gets an
// app of its own on a database of its own (a schema on PostgreSQL, an in-memory PGlite), both in
// this process; the members are seeded in one SQL statement and the table analysed, as
// autovacuum would have it in production.
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
  if (database.kind === 'postgres') await sql`vacuum analyze "user"`.execute(db);
  else await sql`analyze "user"`.execute(db);
  const deep = await db
    .selectFrom('user')
    .select('id')
    .where('role', '=', 'member')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor(size * 0.8))
    .limit(1)
    .executeTakeFirstOrThrow();
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
    async close() {
      await app.close();
      if (database.kind === 'postgres') await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
      await database.close();
    },
  };
}

const list = (query: string) => (w: MembersWorld, input: ScaleInput) =>
  fetch(`${w.base}/api/admin/members?${query}`, { headers: { cookie: w.cookie, origin: input.origin } });

export const membersWorld: ScaleWorld<MembersWorld> = {
  name: 'members in the back office',
  sizes: [100, 100_000],
  seed: seedMembersWorld,
  cases: [
    { name: 'members list, page 1', request: list('pageSize=20') },
    { name: 'members list, a deep page (80% down)', request: (w, i) => list(`pageSize=20&after=${w.deepAfter}`)(w, i) },
    { name: 'members search matching nothing', request: list('pageSize=20&q=zzqxjw') },
    { name: `members search matching ${FEW}`, request: list('pageSize=20&q=fewmatch') },
  ],
  close: (w) => w.close(),
};
