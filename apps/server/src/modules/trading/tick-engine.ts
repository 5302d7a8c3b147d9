import { type CloseReason, liquidatedAt, priceToUnits } from '@member-area/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { PriceTick } from '../prices/index.js';
import { settleClose } from './settle-close.js';
import { findPosition, type PositionRow } from './trading.repo.js';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'log'>;
type Candidate = Pick<
  PositionRow,
  | 'id'
  | 'number'
  | 'member_id'
  | 'side'
  | 'margin'
  | 'notional'
  | 'entry_price'
  | 'hold_id'
  | 'take_profit'
  | 'stop_loss'
  | 'liquidation_price'
>;

export interface Trigger {
  reason: CloseReason;
  price: bigint;
  gapped: boolean;
}

/**
 * What a tick's range [low, high] does to a position, or null. The stop loss wins over the
 * liquidation and both over the take profit when one move crosses several. A trigger inside the
 * range closes at the trigger; a range wholly beyond it (the price gapped through) closes at
 * the range's nearest end, the first price beyond it (`gapped`).
 */
export function triggerOf(p: Candidate, low: bigint, high: bigint): Trigger | null {
  if (p.side === 'long') {
    // Falling through a stop: closes at the stop, or at the highest price below it.
    const down = (reason: CloseReason, at: bigint) => ({ reason, price: high < at ? high : at, gapped: high < at });
    if (p.stop_loss !== null && low <= p.stop_loss) return down('stop_loss', p.stop_loss);
    // Opening's test of an order already liquidated, at the range's worst end (a short's: high).
    if (liquidatedAt(p.side, p.liquidation_price, low)) return down('liquidation', p.liquidation_price);
    if (p.take_profit !== null && high >= p.take_profit)
      return { reason: 'take_profit', price: low > p.take_profit ? low : p.take_profit, gapped: low > p.take_profit };
    return null;
  }
  const up = (reason: CloseReason, at: bigint) => ({ reason, price: low > at ? low : at, gapped: low > at });
  if (p.stop_loss !== null && high >= p.stop_loss) return up('stop_loss', p.stop_loss);
  if (liquidatedAt(p.side, p.liquidation_price, high)) return up('liquidation', p.liquidation_price);
  if (p.take_profit !== null && low <= p.take_profit)
    return { reason: 'take_profit', price: high < p.take_profit ? high : p.take_profit, gapped: high < p.take_profit };
  return null;
}

/**
 * The open positions of a symbol that a move through [low, high] triggers: ONE query, each arm
 * a range scan on a partial index of open positions (symbol, side, trigger), so 10,000 open
 * positions cost only those that trigger.
 */
export async function triggeredPositions(
  ctx: Pick<Ctx, 'db'>,
  symbol: string,
  low: bigint,
  high: bigint,
  setBefore?: number,
) {
  // A late range (ticks missed, MissedTicks) reaches only positions whose targets it saw.
  const seen = setBefore === undefined ? sql`true` : sql`coalesce(targets_at, opened_at) < ${new Date(setBefore)}`;
  const { rows } = await sql<Candidate>`
    select id, number, member_id, side, margin, notional, entry_price, hold_id,
           take_profit, stop_loss, liquidation_price
    from position
    where symbol = ${symbol} and status = 'open' and ${seen} and (
         (side = 'long' and stop_loss >= ${low})
      or (side = 'long' and liquidation_price >= ${low})
      or (side = 'long' and take_profit <= ${high})
      or (side = 'short' and stop_loss <= ${high})
      or (side = 'short' and liquidation_price <= ${high})
      or (side = 'short' and take_profit >= ${low})
    )
    order by id
  `.execute(ctx.db);
  // Raw SQL answers bigint columns as the driver gives them: make them bigints again.
  return rows.map((r) => ({
    ...r,
    id: BigInt(r.id),
    margin: BigInt(r.margin),
    notional: BigInt(r.notional),
    entry_price: BigInt(r.entry_price),
    hold_id: BigInt(r.hold_id),
    take_profit: r.take_profit === null ? null : BigInt(r.take_profit),
    stop_loss: r.stop_loss === null ? null : BigInt(r.stop_loss),
    liquidation_price: BigInt(r.liquidation_price),
  }));
}

/** A triggered position's close that failed: retried on the next batches with the tick that triggered it. */
interface FailedClose {
  tick: PriceTick;
  /** What that tick decided: a retry closes only for the same reason at the same price. */
  trigger: Trigger;
  /** A missed tick judged late: its retries, too, reach only targets set before it. */
  late: boolean;
  /** When its first attempt failed (ms since the epoch). */
  since: number;
  attempts: number;
}

/** How long a failed close is retried (on every batch of ticks) before it is logged as given up. */
const RETRY_CLOSE_MS = 10 * 60_000;

/**
 * The closes that failed on this node, by position number. A stop the price went through and
 * came back from is still a stop hit: waiting for the next tick that crosses it again would
 * leave the position open at a loss the member had capped.
 */
export class FailedCloses {
  readonly #failed = new Map<string, FailedClose>();

  /** Takes the failed closes out, to retry them now. */
  take(): [string, FailedClose][] {
    const taken = [...this.#failed];
    this.#failed.clear();
    return taken;
  }

  /** Keeps a close to retry (the earliest tick that triggered it), unless it was given up. */
  failed(number: string, failure: FailedClose): 'kept' | 'known' | 'given up' {
    if (Date.now() - failure.since > RETRY_CLOSE_MS) return 'given up';
    if (this.#failed.has(number)) return 'known';
    this.#failed.set(number, failure);
    return 'kept';
  }
}

/**
 * Closes the position if the tick's range triggers it, in its own transaction, on its row as
 * locked there: decided again on the row as it is now (targets the member moved since the read
 * count; updateTargets locks the row too, so it either came first and is seen here, or comes
 * after and finds the position closed).
 */
async function closeIfTriggered(
  ctx: Ctx,
  number: string,
  tick: PriceTick,
  judged: { retrying?: Trigger; late?: boolean } = {},
): Promise<boolean> {
  const { retrying, late } = judged;
  const low = priceToUnits(tick.low);
  const high = priceToUnits(tick.high);
  const done = await withTransaction(ctx, async (trx, afterCommit) => {
    const now = await findPosition(trx, number, null, true);
    const trigger = now?.status === 'open' ? triggerOf(now, low, high) : null;
    if (!now || !trigger) return undefined;
    // A late range judges only targets set before it: the member may have moved them since.
    if (late && new Date(now.targets_at ?? now.opened_at).getTime() >= tick.at) return undefined;
    // A retry's tick may be minutes old: targets moved since it decided are judged by the live ticks.
    if (retrying && (trigger.reason !== retrying.reason || trigger.price !== retrying.price)) return undefined;
    return settleClose(trx, afterCommit, {
      position: now,
      reason: trigger.reason,
      price: trigger.price,
      gapped: trigger.gapped,
      tick: { at: tick.at, low, high },
    });
  });
  return done !== undefined;
}

/**
 * Runs on every batch of ticks (the feed hands batches over one at a time): closes each
 * position the tick's range triggers, each in its own transaction. A close that fails (a lost
 * connection, a deadlock past its retries) does not stop the others and is tried again on the
 * next batches with the tick that triggered it, whatever the price does meanwhile.
 * On several nodes each sees the same ticks; the first to lock the row closes it, the other
 * finds it closed and does nothing (and settleClose's status change is conditional besides).
 */
export async function checkTriggers(
  ctx: Ctx,
  ticks: readonly PriceTick[],
  failedCloses = new FailedCloses(),
  late = false,
): Promise<number> {
  let closed = 0;
  const attempt = async (number: string, tick: PriceTick, trigger: Trigger, before?: FailedClose) => {
    try {
      const judged = before ? { retrying: before.trigger, late: before.late } : { late };
      if (await closeIfTriggered(ctx, number, tick, judged)) closed += 1;
    } catch (err) {
      const failure = {
        tick,
        trigger,
        late: before?.late ?? late,
        since: before?.since ?? Date.now(),
        attempts: (before?.attempts ?? 0) + 1,
      };
      const kept = failedCloses.failed(number, failure);
      // Said when it first fails, then every 100th attempt (batches come many times a second), and when given up.
      if (kept === 'given up' || (kept === 'kept' && failure.attempts % 100 === 1)) {
        ctx.log.error(
          { err, position: number, attempts: failure.attempts },
          `closing a triggered position failed: ${kept === 'kept' ? 'retried on the next ticks' : 'given up'}`,
        );
      }
    }
  };
  for (const [number, failure] of failedCloses.take()) await attempt(number, failure.tick, failure.trigger, failure);
  for (const tick of ticks) {
    const low = priceToUnits(tick.low);
    const high = priceToUnits(tick.high);
    for (const position of await triggeredPositions(ctx, tick.symbol, low, high, late ? tick.at : undefined)) {
      const trigger = triggerOf(position, low, high);
      if (trigger) await attempt(position.number, tick, trigger);
    }
  }
  return closed;
}
