-- ledger_post() for a movement sent with the COMMIT (transferAtCommit): nothing reads its answer
-- before the commit, so a refusal raises instead of answering, and PostgreSQL answers the COMMIT
-- behind it with a rollback (of a credit this call made first, and of everything else).
create or replace function ledger_post_or_raise(
  p_debit bigint, p_debit_platform text,
  p_credit bigint, p_credit_platform text,
  p_amount bigint, p_kind text, p_reference text, p_key text, p_created_by text
) returns table (
  transfer_id bigint, outcome text,
  debit_balance bigint, credit_balance bigint, debit_version bigint, credit_version bigint
)
language plpgsql as $$
declare
  r record;
begin
  select * into r from ledger_post(p_debit, p_debit_platform, p_credit, p_credit_platform,
    p_amount, p_kind, p_reference, p_key, p_created_by) as p;
  if r.outcome = 'insufficient' then
    raise exception 'the account does not hold enough money for this' using errcode = 'MA402';
  elsif r.outcome = 'mismatch' then
    raise exception 'this idempotency key was already used for a different movement' using errcode = 'MA422';
  end if;
  return query select r.transfer_id, r.outcome, r.debit_balance, r.credit_balance, r.debit_version, r.credit_version;
end $$
