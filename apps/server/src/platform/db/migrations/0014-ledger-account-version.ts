import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// A member account counts its own changes: `version` goes up with every balance change, in the
// UPDATE that makes it. The live balance is this row, so (balance, version) read together are
// always a matching pair, and pushing it live needs no version row of its own: no extra
// statement in the transaction, no second row every writer of that member queues on.
// The balance topic's versions so far are carried over, so an open tab never sees them go back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table ledger_account add column version bigint not null default 0',
    `
      update ledger_account a set version = lv.version
      from live_version lv
      where a.kind = 'wallet' and a.owner_id is not null
        and lv.channel = 'user:' || a.owner_id and lv.topic = 'balance'
    `,
    `delete from live_version where topic = 'balance'`,
    'drop function ledger_post(bigint, text, bigint, text, bigint, text, text, text, text)',
    `
      create function ledger_post(
        p_debit bigint, p_debit_platform text,
        p_credit bigint, p_credit_platform text,
        p_amount bigint, p_kind text, p_reference text, p_key text, p_created_by text
      ) returns table (
        transfer_id bigint, outcome text,
        debit_balance bigint, credit_balance bigint, debit_version bigint, credit_version bigint
      )
      language plpgsql as $$
      declare
        d bigint := coalesce(p_debit, (select id from ledger_account where owner_id is null and kind = p_debit_platform));
        c bigint := coalesce(p_credit, (select id from ledger_account where owner_id is null and kind = p_credit_platform));
        t bigint;
        d_balance bigint;
        c_balance bigint;
        d_version bigint;
        c_version bigint;
      begin
        insert into ledger_transfer (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_by)
        values (d, c, p_amount, p_kind, p_reference, p_key, p_created_by)
        on conflict (idempotency_key) do nothing
        returning id into t;
        if t is null then
          select id into t from ledger_transfer
          where idempotency_key = p_key and debit_account_id = d and credit_account_id = c
            and amount = p_amount and kind = p_kind;
          return query select t, case when t is null then 'mismatch' else 'replayed' end,
            null::bigint, null::bigint, null::bigint, null::bigint;
          return;
        end if;
        -- Lower id first: two transfers over the same pair always lock in one order.
        if p_credit is not null and (p_debit is null or c < d) then
          update ledger_account set balance = balance + p_amount, version = version + 1 where id = c
          returning balance, version into c_balance, c_version;
        end if;
        if p_debit is not null then
          update ledger_account set balance = balance - p_amount, version = version + 1
          where id = d and balance >= p_amount
          returning balance, version into d_balance, d_version;
          if not found then
            return query select t, 'insufficient', null::bigint, null::bigint, null::bigint, null::bigint;
            return;
          end if;
        end if;
        if p_credit is not null and p_debit is not null and c > d then
          update ledger_account set balance = balance + p_amount, version = version + 1 where id = c
          returning balance, version into c_balance, c_version;
        end if;
        return query select t, 'moved', d_balance, c_balance, d_version, c_version;
      end $$
    `,
  ]);
}
