import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { DB } from '../src/platform/db/schema.js';

// What a money request costs in waits on PostgreSQL: a round trip is a query sent while none of
// the request's own queries is in flight (queries sent behind one, pipelined on its connection like
// a BEGIN with the first statement and the last statements with the COMMIT, or at once on other
// connections, ride in its round trip). On a loaded machine the rates move by half; this count
// does not.
//
// Only the work's own queries count: those sent from its async context (the test's request goes
// in through inject(), so the handler runs in it). The app's background work (a price tick's
// position check, the live bus, a job) runs in contexts of its own: counted globally, one of its
// queries landing in the window added a round trip, and one in flight hid the request's.
//
// Import it only in a file of its own: it wraps pg's Client.query for the whole test file.

interface Window {
  inFlight: number;
  roundTrips: number;
  statements: number;
  rows: number;
}

const window = new AsyncLocalStorage<Window>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
  const w = window.getStore();
  if (!w) return (query as (...a: unknown[]) => unknown).apply(this, args);
  w.statements++;
  if (w.inFlight === 0) w.roundTrips++;
  if (process.env.RT_DEBUG) {
    const text = String((args[0] as { text?: string })?.text ?? args[0]).replace(/\s+/g, ' ');
    process.stdout.write(`${w.inFlight === 0 ? 'RT' : '  +'} ${text.slice(0, 110)}\n`);
  }
  w.inFlight++;
  const done = (result?: unknown) => {
    w.inFlight--;
    w.rows += (result as { rows?: unknown[] } | undefined)?.rows?.length ?? 0;
  };
  // A query object of pg's own (how prepared.ts sends a named statement) ends through its callback.
  const submitted = args[0] as { submit?: unknown; callback?: (...a: unknown[]) => void } | undefined;
  if (typeof submitted?.submit === 'function' && typeof submitted.callback === 'function') {
    const callback = submitted.callback;
    submitted.callback = (...a: unknown[]) => {
      done(a[1]);
      callback(...a);
    };
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  }
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(done, () => done());
  else done();
  return result;
} as typeof query;
afterAll(() => {
  pg.Client.prototype.query = query;
});

export async function countRoundTrips<T>(
  work: () => Promise<T>,
): Promise<{ value: T; roundTrips: number; statements: number; rows: number }> {
  const w: Window = { inFlight: 0, roundTrips: 0, statements: 0, rows: 0 };
  const value = await window.run(w, work);
  return { value, roundTrips: w.roundTrips, statements: w.statements, rows: w.rows };
}

/**
 * Opens `connections` of the pool's connections at once, as a server under load has them: the
 * reads a request sends at once (a precheck beside step-up's proof) then each find one idle. In a
 * fresh test app the pool opens them one by one, and a read that waited for a connection to be
 * opened (or freed) counted as a round trip of its own.
 */
export async function warmPool(db: Kysely<DB>, connections: number): Promise<void> {
  await Promise.all(Array.from({ length: connections }, () => sql`select pg_sleep(0.02)`.execute(db)));
}
