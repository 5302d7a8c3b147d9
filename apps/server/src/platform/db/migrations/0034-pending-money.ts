import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// What a member has pending in and out (the wallet summary, and the `money` live state sent with
// every deposit and withdrawal change) was counted and summed over their pending rows on each
// read: a member with hundreds of requests waiting paid for every one of them on every request
// (0.4 ms of PostgreSQL's 1.5 ms per withdrawal request in the bench, growing with the queue).
// Now it is kept, like an account's balance: one row per member, moved by triggers on the rows
// that mean it, in the same transaction as the change. Triggers, not the use cases, so no path
// (an operator's decision, the expiry job, a future one) can forget it. `checkInvariants()`
// compares it with the rows. The partial indexes 0033 made for the sums are dropped: nothing
// reads them now, and every deposit and withdrawal written paid for them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table member_pending_money (
        member_id text primary key references "user" (id),
        deposits_count bigint not null default 0 check (deposits_count >= 0),
        deposits_amount bigint not null default 0 check (deposits_amount >= 0),
        withdrawals_count bigint not null default 0 check (withdrawals_count >= 0),
        withdrawals_amount bigint not null default 0 check (withdrawals_amount >= 0)
      )
    `,
    `
      create function pending_money_move(
        member text, d_count bigint, d_amount bigint, w_count bigint, w_amount bigint
      ) returns void language plpgsql as $$
      begin
        if d_count = 0 and d_amount = 0 and w_count = 0 and w_amount = 0 then
          return;
        end if;
        update member_pending_money set
          deposits_count = deposits_count + d_count, deposits_amount = deposits_amount + d_amount,
          withdrawals_count = withdrawals_count + w_count, withdrawals_amount = withdrawals_amount + w_amount
        where member_id = member;
        if not found then
          insert into member_pending_money (member_id, deposits_count, deposits_amount, withdrawals_count, withdrawals_amount)
          values (member, d_count, d_amount, w_count, w_amount)
          on conflict (member_id) do update set
            deposits_count = member_pending_money.deposits_count + excluded.deposits_count,
            deposits_amount = member_pending_money.deposits_amount + excluded.deposits_amount,
            withdrawals_count = member_pending_money.withdrawals_count + excluded.withdrawals_count,
            withdrawals_amount = member_pending_money.withdrawals_amount + excluded.withdrawals_amount;
        end if;
      end $$
    `,
    // Pending deposits: status 'pending'; pending withdrawals: 'pending' or 'approved' (the summary's own sets).
    `
      create function pending_money_on_deposit() returns trigger language plpgsql as $$
      declare
        was boolean := tg_op <> 'INSERT' and old.status = 'pending';
        is_now boolean := tg_op <> 'DELETE' and new.status = 'pending';
      begin
        if was then
          perform pending_money_move(old.member_id, -1, -old.amount, 0, 0);
        end if;
        if is_now then
          perform pending_money_move(new.member_id, 1, new.amount, 0, 0);
        end if;
        return null;
      end $$
    `,
    `
      create function pending_money_on_withdrawal() returns trigger language plpgsql as $$
      declare
        was boolean := tg_op <> 'INSERT' and old.status in ('pending', 'approved');
        is_now boolean := tg_op <> 'DELETE' and new.status in ('pending', 'approved');
      begin
        if was and is_now and old.member_id = new.member_id then
          perform pending_money_move(new.member_id, 0, 0, 0, (new.amount + new.fee) - (old.amount + old.fee));
          return null;
        end if;
        if was then
          perform pending_money_move(old.member_id, 0, 0, -1, -(old.amount + old.fee));
        end if;
        if is_now then
          perform pending_money_move(new.member_id, 0, 0, 1, new.amount + new.fee);
        end if;
        return null;
      end $$
    `,
    `
      create trigger pending_money after insert or delete or update of status, amount, member_id
      on deposit_invoice for each row execute function pending_money_on_deposit()
    `,
    `
      create trigger pending_money after insert or delete or update of status, amount, fee, member_id
      on withdrawal for each row execute function pending_money_on_withdrawal()
    `,
    // The same figures counted from the rows: the backfill below, and what checkInvariants() compares.
    `
      create view member_pending_from_rows as
      select member_id, sum(dc)::bigint as deposits_count, sum(da)::bigint as deposits_amount,
        sum(wc)::bigint as withdrawals_count, sum(wa)::bigint as withdrawals_amount
      from (
        select member_id, count(*) as dc, sum(amount) as da, 0 as wc, 0 as wa
        from deposit_invoice where status = 'pending' group by member_id
        union all
        select member_id, 0, 0, count(*), sum(amount + fee)
        from withdrawal where status in ('pending', 'approved') group by member_id
      ) p group by member_id
    `,
    `
      insert into member_pending_money (member_id, deposits_count, deposits_amount, withdrawals_count, withdrawals_amount)
      select member_id, deposits_count, deposits_amount, withdrawals_count, withdrawals_amount from member_pending_from_rows
    `,
    'drop index deposit_invoice_member_pending_idx',
    'drop index withdrawal_member_pending_idx',
  ]);
}
