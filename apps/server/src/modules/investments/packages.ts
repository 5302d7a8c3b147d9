import {
  centsToDecimalString,
  decimalStringToCents,
  e4ToPercent,
  type InvestmentPackage,
  type PackageRequest,
  percentToE4,
  ZPackageRequest,
} from '@member-area/shared';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB, InvestmentPackageTable } from '../../platform/db/schema.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';

// Packages: what operators sell. An investment copies the terms it was bought with, so nothing
// here ever changes a running investment.

export type PackageRow = Selectable<InvestmentPackageTable>;

export function toPackage(row: PackageRow): InvestmentPackage {
  return {
    id: String(row.id),
    name: row.name,
    slug: row.slug,
    description: row.description,
    currency: 'USD',
    minAmount: centsToDecimalString(row.min_amount),
    maxAmount: centsToDecimalString(row.max_amount),
    dailyRateE4: row.daily_rate_e4,
    dailyRate: e4ToPercent(row.daily_rate_e4),
    durationDays: row.duration_days,
    capitalReturned: row.capital_returned,
    referralRatesE4: row.referral_rates_e4,
    active: row.active,
    position: row.position,
  };
}

const ordered = (db: Kysely<DB>) => db.selectFrom('investment_package').selectAll().orderBy('position').orderBy('id');

/** The packages members may buy, in the operator's order. */
export async function activePackages(db: Kysely<DB>): Promise<InvestmentPackage[]> {
  return (await ordered(db).where('active', '=', true).execute()).map(toPackage);
}

export async function allPackages(db: Kysely<DB>): Promise<InvestmentPackage[]> {
  return (await ordered(db).execute()).map(toPackage);
}

/** An active package by slug; unknown or inactive is 404 (the web shows the not-found page). */
export async function activePackage(db: Kysely<DB>, slug: string): Promise<PackageRow> {
  const row = await db
    .selectFrom('investment_package')
    .selectAll()
    .where('slug', '=', slug)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound('No such package');
  return row;
}

function columnsOf(request: PackageRequest) {
  const p = ZPackageRequest.parse(request);
  const rate = percentToE4(p.dailyRate);
  if (rate <= 0 || rate > 1_000_000) throw AppError.field('dailyRate', 'Enter a daily rate above 0 and at most 100 %');
  // Every level is paid out of the one investment: together at most all of it (a typed 500 for 5
  // would pay the referrer five times what was invested, at once).
  const referralRates = p.referralRates.map(percentToE4);
  if (referralRates.reduce((sum, r) => sum + r, 0) > 1_000_000) {
    throw AppError.field('referralRates', 'The referral rates of all levels add up to at most 100 %');
  }
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    min_amount: decimalStringToCents(p.minAmount),
    max_amount: decimalStringToCents(p.maxAmount),
    daily_rate_e4: rate,
    duration_days: p.durationDays,
    capital_returned: p.capitalReturned,
    referral_rates_e4: referralRates,
    active: p.active,
  };
}

/**
 * A package's row written under the slug's unique constraint, which decides alone: a check before
 * the write let two operators saving one address at once both through (and the second got a 500).
 */
async function withFreeSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err, 'investment_package_slug_key')) {
      throw AppError.field('slug', 'Another package already has this address');
    }
    throw err;
  }
}

export async function createPackage(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, request }: { operatorId: string; request: PackageRequest },
): Promise<InvestmentPackage> {
  const values = columnsOf(request);
  return withTransaction(ctx, async (trx) => {
    const last = await trx
      .selectFrom('investment_package')
      .select((eb) => eb.fn.max('position').as('p'))
      .executeTakeFirst();
    const row = await withFreeSlug(
      trx
        .insertInto('investment_package')
        .values({ ...values, position: Number(last?.p ?? 0) + 1 })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'investment_package.create',
      targetType: 'investment_package',
      targetId: String(row.id),
      details: { slug: row.slug },
    });
    return toPackage(row);
  });
}

export async function updatePackage(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, id, request }: { operatorId: string; id: string; request: PackageRequest },
): Promise<InvestmentPackage> {
  const values = columnsOf(request);
  return withTransaction(ctx, async (trx) => {
    const row = await withFreeSlug(
      trx
        .updateTable('investment_package')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', BigInt(id))
        .returningAll()
        .executeTakeFirst(),
    );
    if (!row) throw notFound('No such package');
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'investment_package.update',
      targetType: 'investment_package',
      targetId: id,
      details: { slug: row.slug },
    });
    return toPackage(row);
  });
}

export async function deactivatePackage(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, id }: { operatorId: string; id: string },
): Promise<InvestmentPackage> {
  return withTransaction(ctx, async (trx) => {
    const row = await trx
      .updateTable('investment_package')
      .set({ active: false, updated_at: new Date() })
      .where('id', '=', BigInt(id))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('No such package');
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'investment_package.deactivate',
      targetType: 'investment_package',
      targetId: id,
    });
    return toPackage(row);
  });
}

/** The packages in the order given (ids first to last); packages not named keep theirs after them. */
export async function orderPackages(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, ids }: { operatorId: string; ids: readonly string[] },
): Promise<InvestmentPackage[]> {
  return withTransaction(ctx, async (trx) => {
    for (const [i, id] of ids.entries()) {
      await trx
        .updateTable('investment_package')
        .set({ position: i + 1 })
        .where('id', '=', BigInt(id))
        .execute();
    }
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'investment_package.order',
      targetType: 'investment_package',
      targetId: ids.join(','),
    });
    return (await ordered(trx).execute()).map(toPackage);
  });
}
