import {
  centsToDecimalString,
  REFERRAL_LEVELS,
  type ReferralMembersResponse,
  type ReferralOverview,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { downlineCounts, downlinePage } from './downline.js';

/** /refferals: the member's link, and members and bonus per level. */
export async function referralOverview(ctx: Pick<AppContext, 'db'>, memberId: string): Promise<ReferralOverview> {
  const [me, counts, earned] = await Promise.all([
    ctx.db.selectFrom('user').select(['displayUsername', 'username']).where('id', '=', memberId).executeTakeFirst(),
    downlineCounts(ctx.db, memberId, REFERRAL_LEVELS),
    ctx.db
      .selectFrom('referral_commission')
      .select(['level', (eb) => eb.fn.sum<string>('amount').as('bonus')])
      .where('beneficiary_id', '=', memberId)
      .groupBy('level')
      .execute(),
  ]);
  if (!me) throw new AppError('NOT_FOUND', 'No such member.');
  const bonusOf = new Map(earned.map((r) => [Number(r.level), BigInt(r.bonus)]));
  const levels = Array.from({ length: REFERRAL_LEVELS }, (_, i) => i + 1).map((level) => ({
    level,
    members: counts.get(level)?.members ?? 0,
    activeInvestors: counts.get(level)?.activeInvestors ?? 0,
    bonus: centsToDecimalString(bonusOf.get(level) ?? 0n),
  }));
  const total = [...bonusOf.values()].reduce((a, b) => a + b, 0n);
  return {
    userName: me.displayUsername ?? me.username ?? '',
    currency: 'USD',
    levels,
    totalBonus: centsToDecimalString(total),
  };
}

/** The referred members on every level, paged. */
export async function referralMembers(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  query: { page: number; pageSize: number },
): Promise<ReferralMembersResponse> {
  const { rows, total, totalExact } = await downlinePage(ctx.db, memberId, REFERRAL_LEVELS, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    rows: rows.map((r) => ({
      name: r.name,
      userName: r.userName,
      joinedAt: r.joinedAt.toISOString(),
      level: r.level,
      activeInvestment: r.activeInvestment,
      bonus: centsToDecimalString(r.bonus),
    })),
    total,
    totalExact,
    page: query.page,
    pageSize: query.pageSize,
  };
}
