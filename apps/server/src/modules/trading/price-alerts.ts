import {
  type CreatePriceAlertRequest,
  MAX_PRICE_ALERTS,
  type PriceAlert,
  priceToUnits,
  type TradeSymbolName,
  unitsToPrice,
} from '@member-area/shared';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB, PriceAlertTable } from '../../platform/db/schema.js';
import { lockName, withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { priceAlertsTopic } from './trading.live.js';

type Ctx = Pick<AppContext, 'db' | 'bus'>;
export type PriceAlertRow = Selectable<PriceAlertTable>;

export function toPriceAlert(row: PriceAlertRow): PriceAlert {
  return {
    id: String(row.id),
    symbol: row.symbol as TradeSymbolName,
    direction: row.direction,
    price: unitsToPrice(BigInt(row.price)),
    rearmStep: row.rearm_step === null ? null : unitsToPrice(BigInt(row.rearm_step)),
    armed: row.armed,
    crossings: row.crossings,
    lastCrossedAt: row.last_crossed_at === null ? null : new Date(row.last_crossed_at).toISOString(),
    lastCrossedPrice: row.last_crossed_price === null ? null : unitsToPrice(BigInt(row.last_crossed_price)),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The member's alerts, newest first: the list on the trade page and the live topic's state. */
export async function alertsOf(db: Kysely<DB>, memberId: string): Promise<PriceAlert[]> {
  const rows = await db
    .selectFrom('price_alert')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPriceAlert);
}

/**
 * Sets an alert. Only ticks after this moment can fire it (`last_tick_at`). A level the price is
 * already beyond is refused: "above 2,900" set at 3,000 would fire on the next tick, with no
 * crossing at all.
 */
export async function createPriceAlert(
  ctx: Ctx & Pick<AppContext, 'prices'>,
  memberId: string,
  request: CreatePriceAlertRequest,
): Promise<PriceAlert> {
  const price = priceToUnits(request.price);
  const step = request.rearmStep ? priceToUnits(request.rearmStep) : null;
  if (price <= 0n) throw AppError.field('price', 'The price must be greater than zero');
  const now = ctx.prices.latest(request.symbol);
  if (now) {
    const current = priceToUnits(now.price);
    if (request.direction === 'above' ? current >= price : current <= price) {
      const side = request.direction;
      throw AppError.field(
        'price',
        `${request.symbol} is already ${side} ${request.price} (${now.price} now): set a level ${side} the price`,
      );
    }
  }
  // "Above" re-arms at price − step, which must stay a price.
  if (step !== null && (step <= 0n || (request.direction === 'above' && step >= price))) {
    throw AppError.field('rearmStep', 'The re-arm step must be more than zero and less than the price');
  }
  return withTransaction(ctx, async (trx, afterCommit) => {
    // One member's alerts are counted and added one request at a time: two at once both counted
    // MAX - 1 and went over.
    await lockName(trx, `price-alerts:${memberId}`);
    const count = await trx
      .selectFrom('price_alert')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_PRICE_ALERTS) {
      throw new AppError('CONFLICT', `You have ${MAX_PRICE_ALERTS} alerts, the most one can keep: remove one first.`);
    }
    const row = await trx
      .insertInto('price_alert')
      .values({
        member_id: memberId,
        symbol: request.symbol,
        direction: request.direction,
        price,
        rearm_step: step,
        last_tick_at: Date.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    afterCommit.changed(priceAlertsTopic, memberId);
    return toPriceAlert(row);
  });
}

/** Removes one of the member's alerts; another member's is 404. */
export async function deletePriceAlert(ctx: Ctx, memberId: string, id: string): Promise<{ ok: true }> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const gone = await trx
      .deleteFrom('price_alert')
      .where('id', '=', BigInt(id))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (gone.numDeletedRows === 0n) throw new AppError('NOT_FOUND', 'No such alert.');
    afterCommit.changed(priceAlertsTopic, memberId);
    return { ok: true as const };
  });
}
