import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// An idempotent request's answer is now stored by the transaction that makes its change, and
// never before: a key is either answered (committed with the change) or free, so there is no
// "running" row to take over after a crash. A duplicate still running is told apart by an
// advisory lock that the transaction takes as it begins (try_xact_lock, in the same round trip).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `delete from idempotency_key where state <> 'done' or response_status is null`,
    'alter table idempotency_key drop column state',
    'alter table idempotency_key drop column locked_at',
    'alter table idempotency_key alter column response_status set not null',
    'alter table idempotency_key alter column response_body set not null',
    `
      create function try_xact_lock(p_key bigint) returns void language plpgsql as $$
      begin
        if not pg_try_advisory_xact_lock(p_key) then
          raise exception 'advisory lock % is held by another transaction', p_key using errcode = 'MA409';
        end if;
      end $$
    `,
  ]);
}
