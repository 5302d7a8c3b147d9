import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/platform/db/database.js';
import { onPostgres } from '../harness.js';

// Every parameterised statement the app sends again is prepared on its connection (prepared.ts),
// so PostgreSQL parses and plans it once. One connection here, so pg_prepared_statements (which
// shows the asking connection's own) shows everything the pool prepared.

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    const schema = `t_${inject('testSchemaRun')}_${randomBytes(6).toString('hex')}`;
    database = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 1 });
    await sql`create table thing (id int primary key, label text)`.execute(database.db);
    await sql`insert into thing values (1, 'one'), (2, 'two'), (3, 'three')`.execute(database.db);
  });
  afterAll(() => database?.close());

  const preparedTexts = async () =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements where not from_sql`.execute(
        database.db,
      )
    ).rows.map((r) => r.statement);
  const byId = (id: number) =>
    database.db
      .selectFrom('thing' as never)
      .selectAll()
      .where('id' as never, '=', id as never);

  it('prepares a statement from its third use, and never one sent once or without parameters', async () => {
    const text = byId(1).compile().sql;
    await byId(1).execute();
    await byId(2).execute();
    expect(await preparedTexts()).not.toContain(text);
    const third = await byId(3).execute();
    expect(third).toEqual([{ id: 3, label: 'three' }]);
    expect(await preparedTexts()).toContain(text);
    // Answers keep coming from the prepared statement, with each call's own parameters.
    expect(await byId(2).execute()).toEqual([{ id: 2, label: 'two' }]);

    const once = database.db
      .selectFrom('thing' as never)
      .selectAll()
      .where('id' as never, 'in', [1, 2, 3, 4, 5, 6, 7] as never);
    await once.execute();
    await sql`select count(*) from thing`.execute(database.db);
    await sql`select count(*) from thing`.execute(database.db);
    await sql`select count(*) from thing`.execute(database.db);
    const texts = await preparedTexts();
    expect(texts).not.toContain(once.compile().sql);
    expect(texts.some((t) => t.includes('count(*)'))).toBe(false);
  });

  it("parses every run's rows as the first run's: the row layout pg built once serves the statement's later runs", async () => {
    const typed = (id: number) =>
      sql<{ id: number; big: bigint; at: Date; doc: unknown; none: string | null }>`
        select id, id::bigint * 10000000000 as big, timestamptz '2026-01-02 03:04:05+00' as at,
          jsonb_build_object('label', label) as doc, null::text as none
        from thing where id = ${id}
      `;
    const runs = [];
    for (const id of [1, 2, 3, 1, 2, 3]) runs.push((await typed(id).execute(database.db)).rows);
    expect(await preparedTexts()).toContain(typed(1).compile(database.db).sql);
    // The pool's parsers throughout: int4 a number, int8 a bigint, timestamptz a Date, jsonb parsed.
    expect(runs.map((rows) => rows[0])).toEqual(
      [1, 2, 3, 1, 2, 3].map((id) => ({
        id,
        big: BigInt(id) * 10_000_000_000n,
        at: new Date('2026-01-02T03:04:05Z'),
        doc: { label: ['one', 'two', 'three'][id - 1] },
        none: null,
      })),
    );
  });

  it('never prepares a statement whose plan depends on a range or pattern value', async () => {
    const from = (id: number) =>
      database.db
        .selectFrom('thing' as never)
        .selectAll()
        .where('id' as never, '>=', id as never);
    for (let i = 0; i < 5; i++) expect(await from(3).execute()).toEqual([{ id: 3, label: 'three' }]);
    const like = sql`select id from thing where label like ${'t%'} order by id`;
    for (let i = 0; i < 5; i++) expect((await like.execute(database.db)).rows).toEqual([{ id: 2 }, { id: 3 }]);
    const texts = await preparedTexts();
    expect(texts).not.toContain(from(3).compile().sql);
    expect(texts.some((t) => t.includes('like'))).toBe(false);
  });

  it('a migration that changes a prepared select * fails that one call, and the next prepares it again', async () => {
    for (let i = 0; i < 3; i++) await byId(1).execute();
    // A rolling deploy: another node's migration adds a column under this node's statement.
    await sql`alter table thing add column note text`.execute(database.db);
    await expect(byId(1).execute()).rejects.toThrow(/cached plan must not change result type/);
    expect(await byId(1).execute()).toEqual([{ id: 1, label: 'one', note: null }]);
    expect(await byId(1).execute()).toEqual([{ id: 1, label: 'one', note: null }]);
  });
});
