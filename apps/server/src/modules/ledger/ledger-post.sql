-- The live body of ledger_post(): the one statement transfer() sends. Migrations apply this file
-- (0016 first); a change to it comes with a new migration that applies it again.
--
-- Inserts the transfer under its idempotency key and moves the member balances. Each member side
-- of the transfer gets the account's balance right after it and its place in that account's
-- history (`movements`, counted up in the UPDATE that moves the money, under that row's lock), so
-- a page of any member account's history is an index range of (account, seq).
-- Platform accounts are never locked or written: their balance is the sum of their transfers.
create or replace function ledger_post(
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
  d_seq bigint;
  c_seq bigint;
begin
  -- A key seen before answers what it did (or that it meant another movement), before any lock.
  select id into t from ledger_transfer where idempotency_key = p_key;
  if found then
    select id into t from ledger_transfer
    where idempotency_key = p_key and debit_account_id = d and credit_account_id = c
      and amount = p_amount and kind = p_kind;
    return query select t, case when t is null then 'mismatch' else 'replayed' end,
      null::bigint, null::bigint, null::bigint, null::bigint;
    return;
  end if;
  -- Lower id first: two transfers over the same pair always lock in one order.
  if p_credit is not null and (p_debit is null or c < d) then
    update ledger_account set balance = balance + p_amount, version = version + 1, movements = movements + 1
    where id = c returning balance, version, movements into c_balance, c_version, c_seq;
  end if;
  if p_debit is not null then
    update ledger_account set balance = balance - p_amount, version = version + 1, movements = movements + 1
    where id = d and balance >= p_amount
    returning balance, version, movements into d_balance, d_version, d_seq;
    if not found then
      -- The caller refuses the movement and its transaction rolls back (a credit made above with it).
      return query select null::bigint, 'insufficient', null::bigint, null::bigint, null::bigint, null::bigint;
      return;
    end if;
  end if;
  if p_credit is not null and p_debit is not null and c > d then
    update ledger_account set balance = balance + p_amount, version = version + 1, movements = movements + 1
    where id = c returning balance, version, movements into c_balance, c_version, c_seq;
  end if;
  insert into ledger_transfer (
    debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_by,
    debit_balance, credit_balance, debit_seq, credit_seq
  )
  values (d, c, p_amount, p_kind, p_reference, p_key, p_created_by, d_balance, c_balance, d_seq, c_seq)
  on conflict (idempotency_key) do nothing
  returning id into t;
  if t is null then
    -- The same key committed by another transaction meanwhile: undo this call's moves, answer as a repeat.
    if d_seq is not null then
      update ledger_account set balance = balance + p_amount, version = version - 1, movements = movements - 1 where id = d;
    end if;
    if c_seq is not null then
      update ledger_account set balance = balance - p_amount, version = version - 1, movements = movements - 1 where id = c;
    end if;
    select id into t from ledger_transfer
    where idempotency_key = p_key and debit_account_id = d and credit_account_id = c
      and amount = p_amount and kind = p_kind;
    return query select t, case when t is null then 'mismatch' else 'replayed' end,
      null::bigint, null::bigint, null::bigint, null::bigint;
    return;
  end if;
  return query select t, 'moved', d_balance, c_balance, d_version, c_version;
end $$
