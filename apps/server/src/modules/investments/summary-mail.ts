import { centsToDecimalString, formatUsd, type SummaryMailSetting } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { enqueueMail } from '../../platform/mail/mailer.js';

/** Members mailed per transaction. */
const MAIL_BATCH = 500;

export async function summaryMailSetting(db: Kysely<DB>, memberId: string): Promise<SummaryMailSetting> {
  const row = await db
    .selectFrom('profit_summary_subscription')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return { dailySummaryMail: row !== undefined };
}

/** Turns the member's daily profit summary mail on or off (off by default). */
export async function setSummaryMail(
  db: Kysely<DB>,
  memberId: string,
  { dailySummaryMail }: SummaryMailSetting,
): Promise<SummaryMailSetting> {
  if (dailySummaryMail) {
    await db
      .insertInto('profit_summary_subscription')
      .values({ member_id: memberId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('profit_summary_subscription').where('member_id', '=', memberId).execute();
  }
  return { dailySummaryMail };
}

/**
 * After a day's payout run: one mail to each member who asked for it and was paid for that day,
 * exactly once per (member, day). The `profit_summary_mail` row and the mail are written in one
 * transaction, and its primary key fences a repeated run or a second node (which waits for the
 * first's commit and gets no row back). Answers how many were mailed.
 */
export async function mailDaySummaries(ctx: Pick<AppContext, 'db' | 'bus' | 'config'>, day: string): Promise<number> {
  let mailed = 0;
  for (;;) {
    const rows = await withTransaction(ctx, async (trx) => {
      const { rows } = await sql<{ email: string; total: string; investments: number }>`
        with due as (
          select p.member_id, sum(p.amount) as total, count(*)::int as investments
          from investment_profit p
          join profit_summary_subscription s on s.member_id = p.member_id
          where p.day = ${day}::date
            and not exists (select 1 from profit_summary_mail m where m.member_id = p.member_id and m.day = ${day}::date)
          group by p.member_id
          order by p.member_id
          limit ${MAIL_BATCH}
        ),
        marked as (
          insert into profit_summary_mail (member_id, day, total)
          select member_id, ${day}::date, total from due
          on conflict do nothing
          returning member_id, total
        )
        select u.email, m.total::text as total, d.investments
        from marked m join due d on d.member_id = m.member_id join "user" u on u.id = m.member_id
      `.execute(trx);
      for (const r of rows) await enqueueMail(trx, summaryMail(ctx.config, day, r));
      return rows;
    });
    mailed += rows.length;
    if (rows.length === 0) return mailed;
  }
}

function summaryMail(
  config: Pick<AppContext['config'], 'BRAND_NAME' | 'PUBLIC_URL'>,
  day: string,
  r: { email: string; total: string; investments: number },
) {
  const amount = formatUsd(centsToDecimalString(r.total));
  const link = `${config.PUBLIC_URL}/funds-profit`;
  return {
    to: r.email,
    subject: `Your profit for ${day}: ${amount} — ${config.BRAND_NAME}`,
    text: [
      `Your investments paid ${amount} of profit for ${day} (${r.investments} investment${r.investments === 1 ? '' : 's'}).`,
      'It is in your profit fund.',
      '',
      `Your profit fund: ${link}`,
      '',
      'You get this mail because you turned on the daily profit summary on /investment; turn it off there.',
    ].join('\n'),
    link,
  };
}
