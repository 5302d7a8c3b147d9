import type { Socket } from 'node:net';
import type pg from 'pg';

type QueryFn = (...args: unknown[]) => unknown;

/** True while sendTogether() runs: the queries handed to a connection then are held for one write. */
let together = false;

/**
 * Runs `send`, which hands queries to a connection synchronously (a transaction's last statements
 * and its COMMIT): they leave in one write. pg writes each query on its own, and PostgreSQL,
 * woken by the first, could run it and take its row locks before the app (on a 2-core machine,
 * often the one the backend just took the CPU from) had written the COMMIT: the locks were then
 * held for the app's turn. In one write the backend reads the whole batch at once.
 */
export function sendTogether<T>(send: () => T): T {
  together = true;
  try {
    return send();
  } finally {
    together = false;
  }
}

/** Lets sendTogether() hold a pool's connections' writes until the end of the tick. */
export function coalesceWrites(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const stream = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    if (typeof stream.cork !== 'function') return;
    let corked = false;
    const uncork = () => {
      corked = false;
      stream.uncork();
    };
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (...args) => {
      if (together && !corked) {
        corked = true;
        stream.cork();
        process.nextTick(uncork);
      }
      return query(...args);
    };
  });
}
