import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      -- The single shared settings record (spec 3). Rates: units of the currency per 1 USD.
      create table settings (
        id smallint primary key default 1 check (id = 1),
        menu_contact boolean not null default true,
        rate_myr numeric(18, 6) not null check (rate_myr > 0),
        rate_krw numeric(18, 6) not null check (rate_krw > 0),
        rate_jpy numeric(18, 6) not null check (rate_jpy > 0),
        rate_eur numeric(18, 6) not null check (rate_eur > 0),
        rate_kwd numeric(18, 6) not null check (rate_kwd > 0),
        support_user_id text references "user" ("id"),
        updated_at timestamptz not null default now()
      )
    `,
    `
      -- Who did what, when: every operator action. Append-only.
      create table audit_log (
        id bigint generated always as identity primary key,
        actor_id text not null references "user" ("id"),
        action text not null,
        target_type text not null,
        target_id text,
        details jsonb not null default '{}',
        created_at timestamptz not null default now()
      )
    `,
    `
      create index audit_log_target_idx on audit_log (target_id, created_at desc)
    `,
    `
      create index audit_log_created_idx on audit_log (created_at desc)
    `,
    `
      -- Dev outbox: mails kept for the dev mailbox when no SMTP_URL is set.
      create table mail_outbox (
        id bigint generated always as identity primary key,
        to_address text not null,
        subject text not null,
        body text not null,
        link text,
        created_at timestamptz not null default now()
      )
    `,
    `
      -- Fixed-window counters for @fastify/rate-limit, shared by every app node.
      create table rate_limit (
        key text primary key,
        count integer not null,
        reset_at timestamptz not null
      )
    `,
    `
      -- Uploaded files: stored under their generated id, never under the uploaded name.
      create table stored_file (
        id uuid primary key,
        owner_id text not null references "user" ("id") on delete cascade,
        purpose text not null,
        mime text not null,
        size integer not null check (size > 0),
        created_at timestamptz not null default now()
      )
    `,
  ]);
}
