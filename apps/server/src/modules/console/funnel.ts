import { type ConsoleRange, FUNNEL_EVENTS, FUNNEL_LABELS, type Funnel } from '@member-area/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { dayStart, rangeDays } from './range.js';

/**
 * The members who registered in the range, and how many of them reached each key event since
 * together with every event before it: an ordered funnel, so a step never holds more members
 * than the one before it and the conversion between two steps is at most 100 %. (Counted per
 * event alone, members credited by an operator who traded without a deposit made "First trade"
 * read 200 % of "First investment".) One statement: the cohort on (name, created_at), each
 * member's events on (member_id, name).
 */
export async function funnel(ctx: AppContext, range: ConsoleRange): Promise<Funnel> {
  const first = rangeDays(ctx, range)[0] as string;
  // Step k counts the members with every event of steps 1..k (step 0, registered, is the cohort).
  const reachedEach = FUNNEL_EVENTS.slice(1).map((event) => sql`bool_or(e.name = ${event}) as ${sql.ref(event)}`);
  const throughStep = FUNNEL_EVENTS.map((event, k) => {
    const reached = [sql`true`, ...FUNNEL_EVENTS.slice(1, k + 1).map((before) => sql.ref(before))];
    return sql`count(*) filter (where ${sql.join(reached, sql` and `)})::int as ${sql.ref(event)}`;
  });
  const { rows } = await sql<Record<string, number>>`
    select ${sql.join(throughStep)},
      count(*) filter (where source = 'referral')::int as by_referral,
      count(*) filter (where source = 'direct')::int as by_direct
    from (
      select r.member_id, r.source, ${sql.join(reachedEach)}
      from analytics_event r
      left join analytics_event e on e.member_id = r.member_id and e.name in (${sql.join(FUNNEL_EVENTS.slice(1))})
      where r.name = 'registered' and r.created_at >= ${dayStart(ctx, first)}
      group by r.member_id, r.source
    ) m`.execute(ctx.db);
  const counts = rows[0] ?? {};
  let previous: number | null = null;
  const steps = FUNNEL_EVENTS.map((event) => {
    const members = Number(counts[event] ?? 0);
    // Percent with one decimal; none for the first step or after a step nobody reached.
    const conversion = previous ? Math.round((members / previous) * 1000) / 10 : null;
    previous = members;
    return { event, label: FUNNEL_LABELS[event], members, conversion };
  });
  return { steps, sources: { referral: Number(counts.by_referral ?? 0), direct: Number(counts.by_direct ?? 0) } };
}
