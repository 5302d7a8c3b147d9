import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { APP_MODULES } from '../../src/app-modules.js';
import { plannedOnEveryCall } from '../../src/platform/db/prepared.js';
import type { DB } from '../../src/platform/db/schema.js';

// A topic read at commit is sent with every change of it, under its version's row lock: PostgreSQL
// must plan it once per connection (prepared.ts), not on every call. A range compared with a
// parameter (`unread > $1`) would have it planned each time; its constants are literals.

/** Compiles without a database: the statements' texts are what is checked. */
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Compiled as the transaction compiles them when it sends them with the COMMIT. */
const textOf = (statement: { compile(): { sql: string } }) => statement.compile().sql;

const topics = APP_MODULES.flatMap((m) => m.topics ?? []).filter((t) => t.atCommit);

describe('live topics read at commit', () => {
  it('exist, so the check below checks something', () => {
    expect(topics.map((t) => t.name)).toContain('supportInbox');
  });

  it.each(topics.map((t) => [t.name, t] as const))('%s: its statement is planned once', (_name, topic) => {
    const read = topic.atCommit;
    if (!read) throw new Error('no atCommit read');
    expect(plannedOnEveryCall(textOf(read.query(db, 'member-1', { changes: 3 })))).toBe(false);
    const many = read.queryMany?.(db, ['member-1', 'member-2']);
    if (many) expect(plannedOnEveryCall(textOf(many))).toBe(false);
  });
});
