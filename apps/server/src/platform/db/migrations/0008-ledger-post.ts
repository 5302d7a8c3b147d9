import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// One round trip per transfer: the insert under its idempotency key and the balance
// changes run inside the database. Member rows are updated in id order (no deadlock between
// opposite directions); platform rows are never touched (their balance is the journal's).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create function ledger_post(
        p_debit bigint, p_debit_platform text,
        p_credit bigint, p_credit_platform text,
        p_amount bigint, p_kind text, p_reference text, p_key text, p_created_by text
      ) returns table (transfer_id bigint, outcome text)
      language plpgsql as $$
      declare
        d bigint := coalesce(p_debit, (select id from ledger_account where owner_id is null and kind = p_debit_platform));
        c bigint := coalesce(p_credit, (select id from ledger_account where owner_id is null and kind = p_credit_platform));
        t bigint;
      begin
        insert into ledger_transfer (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_by)
        values (d, c, p_amount, p_kind, p_reference, p_key, p_created_by)
        on conflict (idempotency_key) do nothing
        returning id into t;
        if t is null then
          select id into t from ledger_transfer
          where idempotency_key = p_key and debit_account_id = d and credit_account_id = c
            and amount = p_amount and kind = p_kind;
          return query select t, case when t is null then 'mismatch' else 'replayed' end;
          return;
        end if;
        -- Lower id first: two transfers over the same pair always lock in one order.
        if p_credit is not null and (p_debit is null or c < d) then
          update ledger_account set balance = balance + p_amount where id = c;
        end if;
        if p_debit is not null then
          update ledger_account set balance = balance - p_amount where id = d and balance >= p_amount;
          if not found then
            return query select t, 'insufficient';
            return;
          end if;
        end if;
        if p_credit is not null and p_debit is not null and c > d then
          update ledger_account set balance = balance + p_amount where id = c;
        end if;
        return query select t, 'moved';
      end $$
    `,
  ]);
}
