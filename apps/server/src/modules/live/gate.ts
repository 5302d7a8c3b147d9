/** Runs at most `max` tasks at once, the others in arrival order (the hub's connect snapshots). */
export class Gate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.max) this.#running++;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next task as it is, or is given back.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
