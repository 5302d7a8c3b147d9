import pg from 'pg';
import { afterAll } from 'vitest';

// What a money request costs in waits on PostgreSQL: a round trip is a query sent while no query
// is in flight (queries sent behind one, pipelined on its connection like a BEGIN with the first
// statement and the last statements with the COMMIT, or at once on other connections, ride in
// its round trip). On a loaded machine the rates move by half; this count does not.
//
// Import it only in a file of its own: it wraps pg's Client.query for the whole test file.

let inFlight = 0;
let counting = false;
let roundTrips = 0;
let statements = 0;
let rows = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
  const n = inFlight;
  if (counting) {
    statements++;
    if (n === 0) roundTrips++;
    if (process.env.RT_DEBUG) {
      const text = String((args[0] as { text?: string })?.text ?? args[0]).replace(/\s+/g, ' ');
      process.stdout.write(`${n === 0 ? 'RT' : '  +'} ${text.slice(0, 110)}\n`);
    }
  }
  inFlight++;
  const done = (result?: unknown) => {
    inFlight--;
    if (counting) rows += (result as { rows?: unknown[] } | undefined)?.rows?.length ?? 0;
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
  roundTrips = 0;
  statements = 0;
  rows = 0;
  counting = true;
  try {
    const value = await work();
    return { value, roundTrips, statements, rows };
  } finally {
    counting = false;
  }
}
