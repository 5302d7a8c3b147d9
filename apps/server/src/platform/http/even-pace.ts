import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Two answers that must not be told apart by how long they take: a taken address and a new
 * one at registration, a known and an unknown one at sign-in or password reset. The cases do
 * different work (creating an account costs more than mailing its owner), so equal work is
 * not enough: the cheaper case waits until the dearer case's recent median has passed.
 *
 * The median follows the machine's load, as both cases' own times do; the cheaper case never
 * answers sooner than its own work allows.
 */
export class EvenPace {
  readonly #recent: number[] = [];
  #next = 0;

  /**
   * @param untilMeasuredMs what the cheaper case waits for before the dearer one has run once
   *   (a fresh server must not answer the cheaper case fast)
   */
  constructor(
    private readonly untilMeasuredMs: number,
    private readonly window = 32,
  ) {}

  /** Runs one case's work; the dearer is remembered (a failure too), the cheaper waits. */
  async answer<T>(dear: boolean, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      await this.end(start, dear);
    }
  }

  /** Ends a run that began at `start` (a `performance.now()`), for work not in one closure. */
  async end(start: number, dear: boolean): Promise<void> {
    const took = performance.now() - start;
    if (dear) return this.#remember(took);
    const rest = this.median() - took;
    if (rest > 0) await sleep(rest);
  }

  /** The dearer case's median over its last `window` runs. */
  median(): number {
    const sorted = [...this.#recent].sort((a, b) => a - b);
    if (sorted.length === 0) return this.untilMeasuredMs;
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  }

  #remember(ms: number): void {
    if (this.#recent.length < this.window) this.#recent.push(ms);
    else this.#recent[this.#next] = ms;
    this.#next = (this.#next + 1) % this.window;
  }
}
