import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Issue 10: Better Auth's two-factor plugin (its `twoFactor` table and the user's flag; the
// test `auth-schema.test.ts` fails if the library expects more), the sign-in history, the
// KYC submissions and the setting that makes approved KYC required before a withdrawal.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table "user" add column "twoFactorEnabled" boolean default false`,
    `
      create table "twoFactor" (
        "id" text not null primary key,
        "secret" text not null,
        "backupCodes" text not null,
        "userId" text not null references "user" ("id") on delete cascade,
        "verified" boolean default true,
        "failedVerificationCount" integer default 0,
        "lockedUntil" timestamptz
      )
    `,
    `create index "twoFactor_secret_idx" on "twoFactor" ("secret")`,
    `create index "twoFactor_userId_idx" on "twoFactor" ("userId")`,
    // Every sign-in attempt on a known account: what the member sees under "Sign-in history".
    `
      create table sign_in_event (
        id bigint generated always as identity primary key,
        user_id text not null references "user" ("id") on delete cascade,
        ip_address text,
        user_agent text,
        device_key text not null,
        success boolean not null,
        reason text,
        created_at timestamptz not null default now()
      )
    `,
    `create index sign_in_event_user on sign_in_event (user_id, created_at desc)`,
    `
      create table kyc_submission (
        id bigint generated always as identity primary key,
        member_id text not null references "user" ("id") on delete cascade,
        status text not null default 'pending'
          check (status in ('pending', 'approved', 'rejected', 'resubmission_requested')),
        document_type text not null check (document_type in ('passport', 'national_id', 'driving_licence')),
        document_number text not null,
        issuing_country text not null,
        date_of_birth date not null,
        address text not null,
        front_file_id text not null,
        back_file_id text,
        selfie_file_id text not null,
        proof_file_id text not null,
        reason text,
        requested_documents text[] not null default '{}',
        submitted_at timestamptz not null default now(),
        decided_at timestamptz,
        decided_by text references "user" ("id") on delete set null
      )
    `,
    `create index kyc_submission_member on kyc_submission (member_id, id desc)`,
    // At most one submission of a member waits for review.
    `create unique index kyc_submission_one_pending on kyc_submission (member_id) where status = 'pending'`,
    `create index kyc_submission_queue on kyc_submission (submitted_at) where status = 'pending'`,
    `alter table settings add column kyc_required_for_withdrawals boolean not null default false`,
  ]);
}
