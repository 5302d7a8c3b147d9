import {
  centsToDecimalString,
  type TradeSymbolName,
  type TradingDesk,
  type TradingSymbol,
  type UpdateSymbolRequest,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { literal } from '../../platform/db/literal.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { toPosition, toSymbol } from './trading.repo.js';

/** The operators' view: every open position (newest 200), exposure per symbol, closed totals. */
export async function tradingDesk(ctx: Pick<AppContext, 'db'>): Promise<TradingDesk> {
  const [open, exposure, closed] = await Promise.all([
    ctx.db
      .selectFrom('position')
      .innerJoin('user', 'user.id', 'position.member_id')
      .selectAll('position')
      .select('user.email')
      .where('position.status', '=', literal('open'))
      .orderBy('position.id', 'desc')
      .limit(200)
      .execute(),
    ctx.db
      .selectFrom('position')
      .select((eb) => [
        'symbol',
        eb.fn.countAll<string>().as('n'),
        eb.fn
          .coalesce(
            eb.fn.sum<string>(eb.case().when('side', '=', 'long').then(eb.ref('notional')).else(0).end()),
            eb.val('0'),
          )
          .as('long'),
        eb.fn
          .coalesce(
            eb.fn.sum<string>(eb.case().when('side', '=', 'short').then(eb.ref('notional')).else(0).end()),
            eb.val('0'),
          )
          .as('short'),
      ])
      .where('status', '=', literal('open'))
      .groupBy('symbol')
      .orderBy('symbol')
      .execute(),
    ctx.db
      .selectFrom('position')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string>('notional'), eb.val('0')).as('volume'),
        eb.fn.coalesce(eb.fn.sum<string>('fee'), eb.val('0')).as('fees'),
        eb.fn.coalesce(eb.fn.sum<string>('pl'), eb.val('0')).as('pl'),
      ])
      .where('status', '=', literal('closed'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    open: open.map((r) => ({ ...toPosition(r), memberId: r.member_id, memberEmail: r.email })),
    exposure: exposure.map((e) => ({
      symbol: e.symbol as TradeSymbolName,
      positions: Number(e.n),
      long: centsToDecimalString(e.long),
      short: centsToDecimalString(e.short),
    })),
    closed: {
      positions: Number(closed.n),
      volume: centsToDecimalString(closed.volume),
      fees: centsToDecimalString(closed.fees),
      // The trading book takes the other side: it wins what members lose.
      platformPl: centsToDecimalString(-BigInt(closed.pl)),
    },
  };
}

/** An operator edits a symbol (enabled, spread, fee, maximum leverage), audited. */
export async function updateSymbol(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  o: { operatorId: string; symbol: TradeSymbolName; request: UpdateSymbolRequest },
): Promise<TradingSymbol> {
  return withTransaction(ctx, async (trx) => {
    const row = await trx
      .updateTable('trading_symbol')
      .set({
        enabled: o.request.enabled,
        spread_bp: o.request.spreadBp,
        fee_bp: o.request.feeBp,
        max_leverage: o.request.maxLeverage,
        updated_at: new Date(),
      })
      .where('symbol', '=', o.symbol)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'No such symbol.');
    await recordAudit(trx, {
      actorId: o.operatorId,
      action: 'trading.symbol.update',
      targetType: 'settings',
      targetId: o.symbol,
      details: { ...o.request },
    });
    return toSymbol(row);
  });
}
