import { priceToUnits } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import type { PriceTick } from '../prices/index.js';

/** Ticks kept per symbol; past this two neighbours are merged (see keep). */
const MAX_RANGES = 500;

/** A kept tick, its range in price units (read once: merging compares them on every keep). */
interface Range {
  tick: PriceTick;
  low: bigint;
  high: bigint;
}

/**
 * The ticks a check could not judge (its statement failed: a lost connection, a database
 * restarting), kept per symbol in order, and judged in that order before the next batch, so a
 * level the price went through and came back from while the check failed is still seen, and a
 * take profit reached before a fall to the stop loss still closes at the take profit. Each keeps
 * its own time: judged late, a tick reaches only what existed before it (an alert set, a position
 * opened or its targets moved since are left to the live ticks) and nothing a node judged
 * meanwhile (stamped later). A long failure keeps MAX_RANGES per symbol at most: past that, the
 * two neighbours whose joined range is the narrowest become one (their range, the first time),
 * so the moves that could cross two targets keep their order longest.
 */
export class MissedTicks {
  readonly #ranges = new Map<string, Range[]>();
  #failures = 0;

  /** The ranges kept, over all symbols. */
  get size(): number {
    let n = 0;
    for (const ranges of this.#ranges.values()) n += ranges.length;
    return n;
  }

  keep(ticks: readonly PriceTick[]): void {
    for (const t of ticks) {
      const ranges = this.#ranges.get(t.symbol) ?? [];
      ranges.push({ tick: t, low: priceToUnits(t.low), high: priceToUnits(t.high) });
      if (ranges.length > MAX_RANGES) mergeNarrowestPair(ranges);
      this.#ranges.set(t.symbol, ranges);
    }
  }

  /** Takes the missed ticks out as batches to judge in order, each with at most one tick per symbol. */
  take(): PriceTick[][] {
    const lists = [...this.#ranges.values()];
    this.#ranges.clear();
    const depth = Math.max(0, ...lists.map((l) => l.length));
    return Array.from({ length: depth }, (_, i) => lists.flatMap((l) => (l[i] ? [l[i].tick] : [])));
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

/** Merges the two neighbours whose joined range is the narrowest (the earliest such pair). */
function mergeNarrowestPair(ranges: Range[]): void {
  let best = 0;
  let narrowest: bigint | undefined;
  for (let i = 0; i + 1 < ranges.length; i++) {
    const a = ranges[i] as Range;
    const b = ranges[i + 1] as Range;
    const width = (a.high > b.high ? a.high : b.high) - (a.low < b.low ? a.low : b.low);
    if (narrowest === undefined || width < narrowest) {
      narrowest = width;
      best = i;
    }
  }
  const [a, b] = ranges.slice(best, best + 2) as [Range, Range];
  const low = b.low < a.low ? b : a;
  const high = b.high > a.high ? b : a;
  // Their range, at the first one's time; the rest (the price) is the later one's.
  ranges.splice(best, 2, {
    tick: { ...b.tick, low: low.tick.low, high: high.tick.high, at: Math.min(a.tick.at, b.tick.at) },
    low: low.low,
    high: high.high,
  });
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
  for (const [i, batch] of backlog.entries()) {
    try {
      await check(batch, true);
    } catch (err) {
      for (const left of backlog.slice(i)) missed.keep(left);
      missed.keep(ticks);
      report(ctx, what, missed, err);
      return;
    }
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
      { err, failures, kept: missed.size },
      `checking ${what} failed: its ticks are judged with the next batch`,
    );
  }
}
