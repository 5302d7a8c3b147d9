/**
 * The app's clock, injectable: the daily profit reads the day from it, and tests move it by
 * days without waiting (`ManualClock`). Everything else keeps the database's and Node's clocks.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export class ManualClock implements Clock {
  #at: Date;
  constructor(at: Date | string = new Date()) {
    this.#at = new Date(at);
  }
  now(): Date {
    return new Date(this.#at);
  }
  set(at: Date | string): void {
    this.#at = new Date(at);
  }
  advanceDays(days: number): void {
    this.#at = new Date(this.#at.getTime() + days * 86_400_000);
  }
}
