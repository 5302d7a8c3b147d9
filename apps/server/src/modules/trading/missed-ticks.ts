import { priceToUnits } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import type { PriceTick } from '../prices/index.js';

/**
 * The ticks a check could not judge (its statement failed: a lost connection, a database
 * restarting), kept as one range per symbol: the lowest low and the highest high they moved
 * through, stamped with the FIRST missed tick's time. They are judged before the next batch, so
 * a level the price went through and came back from while the check failed is still seen.
 * Stamped with the first time, a late judgement reaches only what existed before the gap: an
 * alert set, a position opened or its targets moved since are left to the live ticks, and what
 * a node judged meanwhile (stamped later) is not judged twice.
 */
export class MissedTicks {
  readonly #ranges = new Map<string, PriceTick>();
  #failures = 0;

  get size(): number {
    return this.#ranges.size;
  }

  keep(ticks: readonly PriceTick[]): void {
    for (const t of ticks) {
      const seen = this.#ranges.get(t.symbol);
      if (!seen) {
        this.#ranges.set(t.symbol, t);
        continue;
      }
      const lower = priceToUnits(t.low) < priceToUnits(seen.low);
      const higher = priceToUnits(t.high) > priceToUnits(seen.high);
      const later = t.at > seen.at;
      this.#ranges.set(t.symbol, {
        ...(later ? t : seen),
        low: lower ? t.low : seen.low,
        high: higher ? t.high : seen.high,
        at: Math.min(t.at, seen.at),
      });
    }
  }

  /** Takes the missed ranges out, to judge them now. */
  take(): PriceTick[] {
    const taken = [...this.#ranges.values()];
    this.#ranges.clear();
    return taken;
  }

  /** Counts a failure in a row; the count starts again once everything was judged. */
  failed(): number {
    this.#failures += 1;
    return this.#failures;
  }

  caughtUp(): number {
    const failures = this.#failures;
    this.#failures = 0;
    return failures;
  }
}

/**
 * Judges a batch of ticks with `check`, after the ticks it missed before (`late`: a check that
 * reaches rows by time must leave out what came after them). When either fails, the batch is
 * kept with the missed ones, in order, for the next batch: a later batch is never judged before
 * an earlier one. Logged at the first failure, every 100th in a row, and when caught up.
 */
export async function judgeTicks(
  ctx: Pick<AppContext, 'log'>,
  what: string,
  missed: MissedTicks,
  ticks: readonly PriceTick[],
  check: (ticks: readonly PriceTick[], late: boolean) => Promise<unknown>,
): Promise<void> {
  const backlog = missed.take();
  try {
    if (backlog.length > 0) await check(backlog, true);
  } catch (err) {
    missed.keep(backlog);
    missed.keep(ticks);
    report(ctx, what, missed, err);
    return;
  }
  try {
    await check(ticks, false);
  } catch (err) {
    missed.keep(ticks);
    report(ctx, what, missed, err);
    return;
  }
  const failures = missed.caughtUp();
  if (failures > 0) ctx.log.info({ failures }, `checking ${what}: caught up on the ticks it missed`);
}

function report(ctx: Pick<AppContext, 'log'>, what: string, missed: MissedTicks, err: unknown): void {
  const failures = missed.failed();
  if (failures % 100 === 1) {
    ctx.log.error(
      { err, failures, symbols: missed.size },
      `checking ${what} failed: its ticks are judged with the next batch`,
    );
  }
}
