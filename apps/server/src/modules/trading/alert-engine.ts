import { priceToUnits } from '@member-area/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import type { PriceTick } from '../prices/index.js';
import { priceAlertMail } from './alert-mail.js';
import { type PriceAlertRow, toPriceAlert } from './price-alerts.js';
import { priceAlertsTopic } from './trading.live.js';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'config'>;
type Fired = PriceAlertRow & { email: string; name: string };

/**
 * Fires and re-arms price alerts for a batch of ticks, in ONE statement and one transaction.
 * Firing is the conditional update `armed → false` (plus `last_tick_at < tick`): of several
 * nodes seeing the same tick, the first to commit fires and the others match nothing, so the
 * notification and the mail (queued in the same transaction) happen once per crossing, also
 * after a restart. Each alert moves at most once per tick: the fire and re-arm arms are disjoint
 * (armed / not armed) and both stamp `last_tick_at`. Returns how many alerts fired.
 */
export async function checkAlerts(ctx: Ctx, ticks: readonly PriceTick[]): Promise<number> {
  if (ticks.length === 0) return 0;
  const symbols = ticks.map((t) => t.symbol);
  const lows = ticks.map((t) => priceToUnits(t.low).toString());
  const highs = ticks.map((t) => priceToUnits(t.high).toString());
  const ats = ticks.map((t) => String(t.at));
  return withTransaction(ctx, async (trx, afterCommit) => {
    const { rows } = await sql<Fired & { event: 'fired' | 'rearmed' }>`
      with t as (
        select * from unnest(${symbols}::text[], ${lows}::bigint[], ${highs}::bigint[], ${ats}::bigint[])
          as t(symbol, low, high, at)
      ),
      fired as (
        update price_alert a set
          armed = false,
          crossings = a.crossings + 1,
          last_tick_at = t.at,
          last_crossed_at = now(),
          last_crossed_price = case when a.direction = 'above' then greatest(a.price, t.low) else least(a.price, t.high) end
        from t
        where a.symbol = t.symbol and a.armed and a.last_tick_at < t.at
          and ((a.direction = 'above' and a.price <= t.high) or (a.direction = 'below' and a.price >= t.low))
        returning a.*
      ),
      rearmed as (
        update price_alert a set armed = true, last_tick_at = t.at
        from t
        where a.symbol = t.symbol and not a.armed and a.rearm_step is not null and a.last_tick_at < t.at
          and ((a.direction = 'above' and a.price - a.rearm_step >= t.low)
            or (a.direction = 'below' and a.price + a.rearm_step <= t.high))
        returning a.member_id
      )
      select 'fired' as event, f.member_id, f.id, f.symbol, f.direction, f.price, f.rearm_step, f.armed,
             f.crossings, f.last_tick_at, f.last_crossed_at, f.last_crossed_price, f.created_at, u.email, s.name
      from fired f join "user" u on u.id = f.member_id join trading_symbol s on s.symbol = f.symbol
      union all
      select 'rearmed', r.member_id, null, null, null, null, null, null, null, null, null, null, null, null, null
      from rearmed r
    `.execute(trx);
    let fired = 0;
    for (const row of rows) {
      afterCommit.changed(priceAlertsTopic, row.member_id);
      if (row.event !== 'fired') continue;
      fired += 1;
      await enqueueMail(trx, priceAlertMail(ctx.config, row.email, toPriceAlert(row), row.name));
    }
    return fired;
  });
}
