import {
  amountOutsideRange,
  centsToDecimalString,
  decimalStringToCents,
  formatUsd,
  type InvestmentDetail,
  type InvestRequest,
  type InvestTerms,
  termsText,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { lockedBalanceOf, transfer } from '../ledger/index.js';
import { balanceTopic } from '../money/index.js';
import { payReferralCommissions } from '../referrals/index.js';
import { investmentColumns, investmentNumber, toDetail } from './investment-view.js';
import { investmentsTopic } from './investments.live.js';
import { activePackage } from './packages.js';
import { addDays, profitToday } from './profit-day.js';

export interface InvestOptions {
  memberId: string;
  request: InvestRequest;
}

/**
 * Buys a package from the wallet: one ledger transfer wallet → `invested` in the same
 * transaction as the investment row, which copies the package's terms. The amount must be
 * within the package's limits and in the wallet; refusals change nothing and use no number.
 * The term starts on today's profit day and pays each of the next `duration` days.
 */
export async function invest(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'config'>,
  { memberId, request }: InvestOptions,
): Promise<InvestmentDetail> {
  const amount = decimalStringToCents(request.amount);
  const startDay = profitToday(ctx);
  return withTransaction(ctx, async (trx, afterCommit) => {
    const pkg = await activePackage(trx, request.package);
    const terms = {
      dailyRateE4: pkg.daily_rate_e4,
      durationDays: pkg.duration_days,
      capitalReturned: pkg.capital_returned,
    };
    if (request.terms && !sameTerms(request.terms, terms)) {
      throw new AppError(
        'CONFLICT',
        `The terms of ${pkg.name} changed while you were deciding: it now pays ${termsText(terms)}. Review them and invest again.`,
      );
    }
    if (amount < pkg.min_amount || amount > pkg.max_amount) {
      // Packages are bought in USD: the range is said in USD alone.
      const [min, max] = [centsToDecimalString(pkg.min_amount), centsToDecimalString(pkg.max_amount)];
      throw AppError.field('amount', amountOutsideRange(min, max, null));
    }
    // Checked under the wallet's lock before the row takes its number: a purchase at the same
    // moment waits, finds the money spent and is refused without using a number.
    const wallet = await lockedBalanceOf(trx, memberId, 'wallet');
    if (wallet < amount) throw insufficient(wallet);
    const row = await trx
      .insertInto('investment')
      .values({
        member_id: memberId,
        package_id: pkg.id,
        package_name: pkg.name,
        package_slug: pkg.slug,
        amount,
        daily_rate_e4: pkg.daily_rate_e4,
        duration_days: pkg.duration_days,
        capital_returned: pkg.capital_returned,
        referral_rates_e4: pkg.referral_rates_e4,
        start_day: startDay,
        end_day: addDays(startDay, pkg.duration_days),
      })
      .returning(investmentColumns)
      .executeTakeFirstOrThrow();
    const number = investmentNumber(BigInt(row.id));
    // The wallet's row is held since the check above: the money is still there.
    await transfer(trx, {
      from: { owner: memberId, kind: 'wallet' },
      to: { owner: memberId, kind: 'invested' },
      amount,
      kind: 'investment.open',
      reference: number,
      idempotencyKey: `investment.open:${row.id}`,
      createdBy: memberId,
    });
    // The upline's commission, in this transaction: the investment and its commissions commit together.
    await payReferralCommissions(trx, {
      investmentId: String(row.id),
      investorId: memberId,
      amount,
      ratesE4: row.referral_rates_e4,
      afterCommit,
    });
    afterCommit.changed(balanceTopic, memberId);
    afterCommit.changed(investmentsTopic, memberId);
    return toDetail(row, new Set());
  });
}

const insufficient = (wallet: bigint) =>
  new AppError(
    'INSUFFICIENT_FUNDS',
    `Your wallet holds ${formatUsd(centsToDecimalString(wallet))}, less than this investment. Add balance first.`,
    { fieldErrors: { amount: ['Not enough in your wallet: add balance first.'] }, addBalance: '/add-balance' },
  );

const sameTerms = (a: InvestTerms, b: InvestTerms) =>
  a.dailyRateE4 === b.dailyRateE4 && a.durationDays === b.durationDays && a.capitalReturned === b.capitalReturned;
