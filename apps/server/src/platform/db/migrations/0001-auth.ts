import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Better Auth's tables (user, session, account, verification) with the username and admin
// plugins and our user fields. Generated once from Better Auth's own schema; the test
// `auth-schema.test.ts` fails if the library ever expects something this does not create.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table "user" (
        "id" text not null primary key,
        "name" text not null,
        "email" text not null unique,
        "emailVerified" boolean not null default false,
        "image" text,
        "createdAt" timestamptz default CURRENT_TIMESTAMP not null,
        "updatedAt" timestamptz default CURRENT_TIMESTAMP not null,
        "username" text unique,
        "displayUsername" text,
        "role" text,
        "banned" boolean,
        "banReason" text,
        "banExpires" timestamptz,
        "firstName" text not null,
        "lastName" text not null,
        "currency" text not null default 'USD',
        "referrerId" text references "user" ("id") on delete set null,
        "userTrading" boolean not null default false,
        "userBlock" boolean not null default false,
        "blockReason" text
      )
    `,
    `
      create table "session" (
        "id" text not null primary key,
        "expiresAt" timestamptz not null,
        "token" text not null unique,
        "createdAt" timestamptz default CURRENT_TIMESTAMP not null,
        "updatedAt" timestamptz not null,
        "ipAddress" text,
        "userAgent" text,
        "userId" text not null references "user" ("id") on delete cascade,
        "impersonatedBy" text
      )
    `,
    `
      create table "account" (
        "id" text not null primary key,
        "accountId" text not null,
        "providerId" text not null,
        "userId" text not null references "user" ("id") on delete cascade,
        "accessToken" text,
        "refreshToken" text,
        "idToken" text,
        "accessTokenExpiresAt" timestamptz,
        "refreshTokenExpiresAt" timestamptz,
        "scope" text,
        "password" text,
        "createdAt" timestamptz default CURRENT_TIMESTAMP not null,
        "updatedAt" timestamptz not null
      )
    `,
    `
      create table "verification" (
        "id" text not null primary key,
        "identifier" text not null,
        "value" text not null,
        "expiresAt" timestamptz not null,
        "createdAt" timestamptz default CURRENT_TIMESTAMP not null,
        "updatedAt" timestamptz default CURRENT_TIMESTAMP not null
      )
    `,
    `
      create index "session_userId_idx" on "session" ("userId")
    `,
    `
      create index "account_userId_idx" on "account" ("userId")
    `,
    `
      create index "verification_identifier_idx" on "verification" ("identifier")
    `,
    `
      create index "user_referrerId_idx" on "user" ("referrerId")
    `,
    `
      create index "user_createdAt_idx" on "user" ("createdAt")
    `,
  ]);
}
