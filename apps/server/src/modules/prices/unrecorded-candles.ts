import { TICKER_SYMBOLS } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { bucketOf, type CandlePiece } from './candle-buckets.js';
import { compareDecimal, maxDecimal, minDecimal } from './decimal-order.js';
import { recordCandles } from './record-candles.js';

/** A day of minutes for every symbol: past that, the oldest minute is let go (and said). */
const MAX_MINUTES = TICKER_SYMBOLS.length * 24 * 60;

/**
 * The candle pieces a write could not record (a lost connection, a database restarting), folded
 * into one piece per symbol and minute and written with the next batch. The candle merge is
 * commutative and idempotent (record-candles.ts), so a piece written late, or twice, leaves the
 * candle it would have left on time: a spike during the failure is not missing from the chart.
 */
export class UnrecordedCandles {
  readonly #pieces = new Map<string, CandlePiece>();

  keep(pieces: readonly CandlePiece[]): number {
    for (const p of pieces) {
      const key = `${p.symbol} ${bucketOf('1m', p.openAt)}`;
      const seen = this.#pieces.get(key);
      this.#pieces.set(key, seen ? fold(seen, p) : p);
    }
    let dropped = 0;
    // A Map iterates in insertion order: the first keys are the oldest minutes kept.
    for (const key of this.#pieces.keys()) {
      if (this.#pieces.size <= MAX_MINUTES) break;
      this.#pieces.delete(key);
      dropped += 1;
    }
    return dropped;
  }

  take(): CandlePiece[] {
    const taken = [...this.#pieces.values()];
    this.#pieces.clear();
    return taken;
  }
}

/** Two pieces of one minute as one, with the merge's ties (record-candles.ts): open lower, close higher. */
function fold(a: CandlePiece, b: CandlePiece): CandlePiece {
  const first = b.openAt < a.openAt || (b.openAt === a.openAt && compareDecimal(b.open, a.open) < 0) ? b : a;
  const last = b.closeAt > a.closeAt || (b.closeAt === a.closeAt && compareDecimal(b.close, a.close) > 0) ? b : a;
  return {
    symbol: a.symbol,
    open: first.open,
    openAt: first.openAt,
    close: last.close,
    closeAt: last.closeAt,
    high: maxDecimal(a.high, b.high),
    low: minDecimal(a.low, b.low),
  };
}

/**
 * Records pieces with those earlier writes missed; on failure keeps them all for the next call.
 * Logged at the first failure and when the backlog is written.
 */
export function candleRecorder(ctx: Pick<AppContext, 'db' | 'log'>): (pieces: readonly CandlePiece[]) => Promise<void> {
  const unrecorded = new UnrecordedCandles();
  let failing = false;
  return async (pieces) => {
    const backlog = unrecorded.take();
    try {
      await recordCandles(ctx.db, backlog.length > 0 ? [...backlog, ...pieces] : pieces);
    } catch (err) {
      const dropped = unrecorded.keep([...backlog, ...pieces]);
      if (!failing || dropped > 0) {
        ctx.log.error({ err, dropped }, 'recording candles failed: the pieces are written with the next batch');
      }
      failing = true;
      return;
    }
    if (failing) ctx.log.info({ pieces: backlog.length }, 'recording candles: caught up');
    failing = false;
  };
}
