import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The daily profit summary mail (issue 19): off by default, a row per member who turned it on;
// and one row per (member, day) mailed, whose primary key makes the mail exactly-once whatever
// the number of runs of the day or of nodes running it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table profit_summary_subscription (
        member_id text primary key references "user" ("id") on delete cascade,
        created_at timestamptz not null default now()
      )
    `,
    `
      create table profit_summary_mail (
        member_id text not null references "user" ("id") on delete cascade,
        day date not null,
        total bigint not null check (total >= 0),
        mailed_at timestamptz not null default now(),
        primary key (member_id, day)
      )
    `,
  ]);
}
