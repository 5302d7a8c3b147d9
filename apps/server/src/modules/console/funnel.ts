import { type ConsoleRange, FUNNEL_EVENTS, FUNNEL_LABELS, type Funnel } from '@member-area/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { rangeDays } from './range.js';

/**
 * The members who registered in the range, and how many of them reached each key event since:
 * one statement, the cohort on (name, created_at), each member's events on (member_id, name).
 */
export async function funnel(ctx: AppContext, range: ConsoleRange): Promise<Funnel> {
  const from = new Date(`${rangeDays(ctx.clock.now(), range)[0]}T00:00:00Z`);
  const { rows } = await sql<{ name: string; source: string | null; members: string | number }>`
    select e.name, case when e.name = 'registered' then r.source end as source, count(*) as members
    from analytics_event r
    join analytics_event e on e.member_id = r.member_id and e.name <> 'page_view'
    where r.name = 'registered' and r.created_at >= ${from}
    group by 1, 2`.execute(ctx.db);
  const reached = (event: string) => rows.filter((r) => r.name === event).reduce((n, r) => n + Number(r.members), 0);
  const bySource = (source: string) =>
    Number(rows.find((r) => r.name === 'registered' && r.source === source)?.members ?? 0);
  let previous: number | null = null;
  const steps = FUNNEL_EVENTS.map((event) => {
    const members = reached(event);
    // Percent with one decimal; none for the first step or after a step nobody reached.
    const conversion = previous ? Math.round((members / previous) * 1000) / 10 : null;
    previous = members;
    return { event, label: FUNNEL_LABELS[event], members, conversion };
  });
  return { steps, sources: { referral: bySource('referral'), direct: bySource('direct') } };
}
