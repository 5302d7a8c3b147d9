import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The job queue (platform/jobs) and the mail outbox it drains. A job is claimed under a lease
// (`for update skip locked`), so with several app nodes each job runs on one of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table job (
        id bigint generated always as identity primary key,
        queue text not null,
        payload jsonb not null default '{}',
        state text not null default 'pending' check (state in ('pending', 'running', 'done', 'failed')),
        run_at timestamptz not null default now(),
        attempts integer not null default 0 check (attempts >= 0),
        max_attempts integer not null check (max_attempts >= 1),
        locked_by text,
        locked_until timestamptz,
        last_error text,
        -- Set for a recurring job's time slot: one row per (queue, slot), whichever node inserts first.
        singleton_key text,
        created_at timestamptz not null default now(),
        finished_at timestamptz,
        unique (queue, singleton_key)
      )
    `,
    `
      -- What a worker polls: open jobs by due time.
      create index job_due_idx on job (run_at) where state in ('pending', 'running')
    `,
    `
      create index job_recent_idx on job (created_at desc)
    `,
    `
      -- Every mail is now an outbox row, written in the transaction that causes it and sent by a job.
      alter table mail_outbox
        add column status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        add column attempts integer not null default 0,
        add column last_error text,
        add column sent_at timestamptz
    `,
    `
      -- Rows from before the outbox were delivered to the dev mailbox when written.
      update mail_outbox set status = 'sent', sent_at = created_at
    `,
  ]);
}
