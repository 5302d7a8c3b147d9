/**
 * Work run one at a time per key, after the changes that ask for it: a request while its key's
 * run is going folds into one more run after it (so the last run starts after the last request),
 * which is told how many requests it folds and starts `foldMs` after the run before began at the
 * earliest. A run that fails goes to `onError`; the next request runs again.
 */
export class FoldedRuns {
  readonly #running = new Map<string, { requests: number; done: Promise<void> }>();

  constructor(private readonly onError: (err: unknown, key: string) => void) {}

  request(key: string, run: (folded: number) => Promise<void>, foldMs = 0): void {
    const current = this.#running.get(key);
    if (current) {
      current.requests += 1;
      return;
    }
    const state = { requests: 1, done: Promise.resolve() };
    this.#running.set(key, state);
    state.done = (async () => {
      while (state.requests > 0) {
        const began = Date.now();
        const folded = state.requests;
        state.requests = 0;
        try {
          await run(folded);
        } catch (err) {
          this.onError(err, key);
        }
        const wait = foldMs - (Date.now() - began);
        if (state.requests > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
      this.#running.delete(key);
    })();
  }

  /** Resolves once every run going now has finished (a node closing). */
  async settled(): Promise<void> {
    await Promise.all([...this.#running.values()].map((state) => state.done));
  }
}
