import type { MemberNetwork } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { downlinePage } from './downline.js';
import { uplineOf } from './upline.js';

/** How far operators see up and down a member's network. */
const NETWORK_DEPTH = 10;
const DOWNLINE_SHOWN = 100;

/** An operator's view of a member's network (/admin/members/:uid). */
export async function memberNetwork(ctx: Pick<AppContext, 'db'>, uid: string): Promise<MemberNetwork> {
  const exists = await ctx.db.selectFrom('user').select('id').where('id', '=', uid).executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND', 'No such member.');
  const [upline, downline] = await Promise.all([
    uplineOf(ctx.db, uid, NETWORK_DEPTH),
    downlinePage(ctx.db, uid, NETWORK_DEPTH, { limit: DOWNLINE_SHOWN, offset: 0 }),
  ]);
  const shown = (m: { id: string; name: string; userName: string; level: number; excluded: boolean }) => ({
    uid: m.id,
    name: m.name,
    userName: m.userName,
    level: m.level,
    excluded: m.excluded,
  });
  return {
    upline: upline.map(shown),
    downline: downline.rows.map(shown),
    downlineTotal: downline.total,
    downlineTotalExact: downline.totalExact,
  };
}
