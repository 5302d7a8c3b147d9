import { z } from 'zod';
import { ZAmount } from '../admin/adjust-balance.schema.js';
import { ZDay } from '../http/day.js';
import { ZMoney, ZMoneyCurrency } from '../money/money-settings.schema.js';
import { keyedPage, keyedPageQuery } from '../money/paged.js';
import { REFERRAL_LEVELS } from '../referrals/referrals.schema.js';
import { e4ToPercentShort } from './rates.js';

export const INVESTMENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
export const INVESTMENT_STATUS_LABEL: Record<InvestmentStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The investment pages' addresses (not in routes.ts: /login downloads every helper there). */
export const addInvestmentPath = (slug?: string) =>
  slug ? `/add-investment/${encodeURIComponent(slug)}` : '/add-investment';
export const investmentInvoicePath = (number: string) => `/invoice/${encodeURIComponent(number)}`;

/** A calendar day, YYYY-MM-DD (in PROFIT_TIME_ZONE on the server). */
/** A percentage with up to 4 decimals, e.g. "1.25". */
export const ZPercent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'Enter a percentage like 1.25 (up to 4 decimals)');

export const ZInvestmentPackage = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  currency: ZMoneyCurrency,
  minAmount: ZMoney,
  maxAmount: ZMoney,
  /** Percent × 10^4: 12500 is 1.25 % a day. */
  dailyRateE4: z.number().int(),
  /** Percent, 4 decimals: "1.2500". */
  dailyRate: z.string(),
  durationDays: z.number().int(),
  capitalReturned: z.boolean(),
  /** The referral commission per upline level, percent × 10^4. */
  referralRatesE4: z.array(z.number().int()),
  active: z.boolean(),
  position: z.number().int(),
});
export type InvestmentPackage = z.infer<typeof ZInvestmentPackage>;
export const ZInvestmentPackages = z.object({ packages: z.array(ZInvestmentPackage) });

/** A package's address (/add-investment/:slug) is at most this long, where the operator names it and where members reach it. */
const PACKAGE_SLUG_MAX = 80;
/** An address as the member routes take it: any text that fits, so an unknown one answers 404. */
const ZPackageSlugRef = z.string().min(1).max(PACKAGE_SLUG_MAX);

export const ZPackageSlugParams = z.object({ slug: ZPackageSlugRef });
export const ZPackageIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The operator's package form. */
export const ZPackageRequest = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(80),
    slug: z
      .string()
      .trim()
      .max(PACKAGE_SLUG_MAX, `At most ${PACKAGE_SLUG_MAX} characters`)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes, e.g. gold-90'),
    description: z.string().trim().max(2000).default(''),
    minAmount: ZAmount,
    maxAmount: ZAmount,
    dailyRate: ZPercent,
    durationDays: z.number().int().min(1, 'At least one day').max(3650),
    capitalReturned: z.boolean(),
    // As many levels as the member's referral page shows: a level paid is a level seen.
    referralRates: z
      .array(ZPercent)
      .max(REFERRAL_LEVELS, `At most ${REFERRAL_LEVELS} referral levels`)
      .default(['5', '2', '1']),
    active: z.boolean().default(true),
  })
  .refine((p) => Number(p.maxAmount) >= Number(p.minAmount), {
    path: ['maxAmount'],
    message: 'The maximum must not be below the minimum',
  });
export type PackageRequest = z.input<typeof ZPackageRequest>;

export const ZPackageOrderRequest = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(500),
});

/** What binds a member who buys a package: its rate, its term and what happens to the capital. */
export const ZInvestTerms = z.object({
  dailyRateE4: z.number().int(),
  durationDays: z.number().int(),
  capitalReturned: z.boolean(),
});
export type InvestTerms = z.infer<typeof ZInvestTerms>;

/** What becomes of a package's capital that does not come back at its end. */
export const CAPITAL_NOT_RETURNED = 'not returned at the end (paid within the daily profit)';

/** "1.25 % a day for 30 days, capital back at the end". */
export function termsText(p: InvestTerms): string {
  return `${e4ToPercentShort(p.dailyRateE4)} % a day for ${p.durationDays} day${p.durationDays === 1 ? '' : 's'}, ${
    p.capitalReturned ? 'capital back at the end' : `capital ${CAPITAL_NOT_RETURNED}`
  }`;
}

/**
 * POST /api/investments (Idempotency-Key). `terms` are the package's terms as the member saw
 * them: an operator who changed them meanwhile gets the order refused (409), not the member
 * bound to terms never shown. The web always sends them; a client that leaves them out buys
 * at the package's terms of the moment.
 */
export const ZInvestRequest = z.object({
  package: ZPackageSlugRef,
  amount: ZAmount,
  terms: ZInvestTerms.optional(),
});
export type InvestRequest = z.infer<typeof ZInvestRequest>;

export const ZInvestment = z.object({
  /** I-000001: the invoice's number and its address (/invoice/:slug). */
  number: z.string(),
  packageName: z.string(),
  packageSlug: z.string(),
  currency: ZMoneyCurrency,
  amount: ZMoney,
  dailyRateE4: z.number().int(),
  dailyRate: z.string(),
  durationDays: z.number().int(),
  capitalReturned: z.boolean(),
  referralRatesE4: z.array(z.number().int()),
  status: z.enum(INVESTMENT_STATUSES),
  /** The day it was bought; profit is paid for each day after it up to endDay. */
  startDay: ZDay,
  endDay: ZDay,
  daysPaid: z.number().int(),
  profitPaid: ZMoney,
  /** What the whole term pays (profit only). */
  totalProfit: ZMoney,
  nextPayoutDay: ZDay.nullable(),
  nextPayoutAmount: ZMoney.nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Investment = z.infer<typeof ZInvestment>;

export const ZScheduleDay = z.object({ day: ZDay, index: z.number().int(), amount: ZMoney, paid: z.boolean() });
export const ZInvestmentDetail = ZInvestment.extend({
  /** Every profit day of the term: paid, and to come, with what each pays. */
  schedule: z.array(ZScheduleDay),
  capitalReturnDay: ZDay.nullable(),
});
export type InvestmentDetail = z.infer<typeof ZInvestmentDetail>;

export const ZInvestmentNumberParams = z.object({ number: z.string().regex(/^I-\d{6,18}$/) });
export const ZInvestmentsQuery = z.object({ ...keyedPageQuery(20) });
export const ZInvestmentsPage = keyedPage(ZInvestment);
export type InvestmentsPage = z.infer<typeof ZInvestmentsPage>;

/** The dashboard's figures. */
export const ZInvestmentSummary = z.object({
  currency: ZMoneyCurrency,
  totalInvested: ZMoney,
  activeCount: z.number().int(),
  profitToday: ZMoney,
  profitToDate: ZMoney,
  today: ZDay,
  /** The chart's last day: today, or a later day an operator already paid ahead. */
  through: ZDay,
  /** The 30 days up to `through`, oldest first, each with the profit paid for it. */
  daily: z.array(z.object({ day: ZDay, amount: ZMoney })),
});
export type InvestmentSummary = z.infer<typeof ZInvestmentSummary>;

// The back office.
export const ZAdminInvestment = ZInvestment.extend({ memberId: z.string(), userName: z.string().nullable() });
export type AdminInvestment = z.infer<typeof ZAdminInvestment>;
export const ZAdminInvestmentsQuery = z.object({
  ...keyedPageQuery(20),
  status: z.enum(INVESTMENT_STATUSES).optional(),
});
export const ZAdminInvestmentsPage = keyedPage(ZAdminInvestment);

export const ZProfitRun = z.object({
  id: z.string(),
  day: ZDay,
  source: z.enum(['job', 'operator']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  paid: z.number().int(),
  total: ZMoney,
  completed: z.number().int(),
  error: z.string().nullable(),
});
export type ProfitRun = z.infer<typeof ZProfitRun>;
export const ZProfitRuns = z.object({ runs: z.array(ZProfitRun) });

export const ZRunProfitRequest = z.object({ day: ZDay });
export const ZRunProfitResponse = z.object({
  day: ZDay,
  paid: z.number().int(),
  total: ZMoney,
  completed: z.number().int(),
  /** Every investment due that day had been paid before: this run paid nothing. */
  alreadyPaid: z.boolean(),
  message: z.string(),
});
export type RunProfitResponse = z.infer<typeof ZRunProfitResponse>;

export const ZReconciliationDay = z.object({
  day: ZDay,
  expectedCount: z.number().int(),
  expected: ZMoney,
  paidCount: z.number().int(),
  paid: ZMoney,
  /** paid − expected: zero when every due investment was paid exactly once. */
  difference: ZMoney,
});
/**
 * Newest day first. The days end today, or on the latest day an operator already paid ahead
 * (`through` later than `today`): what was paid is reconciled on its own day, never left out.
 */
export const ZReconciliation = z.object({ today: ZDay, through: ZDay, days: z.array(ZReconciliationDay) });
export type ReconciliationDay = z.infer<typeof ZReconciliationDay>;
export type Reconciliation = z.infer<typeof ZReconciliation>;
export const ZReconciliationQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/** The member's daily profit summary mail: off until they turn it on. */
export const ZSummaryMailSetting = z.object({ dailySummaryMail: z.boolean() });
export type SummaryMailSetting = z.infer<typeof ZSummaryMailSetting>;
