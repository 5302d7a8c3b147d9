import type { AppContext } from '../../app-context.js';

/** One page view of a signed-in member: the route only, no address or agent (no personal data). */
export async function recordPageView(ctx: AppContext, memberId: string, path: string): Promise<{ ok: true }> {
  await ctx.db.insertInto('analytics_event').values({ name: 'page_view', member_id: memberId, path }).execute();
  return { ok: true };
}
