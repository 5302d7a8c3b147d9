import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';

/** SQLSTATE of try_xact_lock() (migration 0015): another transaction holds the lock. */
export const LOCK_BUSY = 'MA409';

/** The advisory lock the transaction now beginning should take, set by withTransaction. */
const pending = new AsyncLocalStorage<{ key: bigint; taken: boolean }>();

/**
 * Runs `begin` so that the transaction it begins also takes advisory lock `key` until it ends,
 * in the round trip of its BEGIN; if another transaction holds the lock, the BEGIN fails with
 * LOCK_BUSY. Only the first transaction begun inside `begin` takes it.
 */
export function beginningWithLock<T>(key: bigint, begin: () => Promise<T>): Promise<T> {
  return pending.run({ key, taken: false }, begin);
}

/** The statement that takes a lock: its key is a bigint, so the text is always a number. */
export const tryLockStatement = (key: bigint) => `select try_xact_lock(${BigInt.asIntN(64, key).toString()})`;

function takePendingLock(): string | undefined {
  const lock = pending.getStore();
  if (!lock || lock.taken) return undefined;
  lock.taken = true;
  return tryLockStatement(lock.key);
}

/**
 * A driver whose BEGIN also takes the pending lock. With `oneRoundTrip` (node-postgres), both go
 * as one simple-protocol query ("begin; select ..."); PGlite takes one statement per query.
 */
export function lockingBegin(driver: Driver, { oneRoundTrip }: { oneRoundTrip: boolean }): Driver {
  const begin = async (connection: DatabaseConnection, settings: TransactionSettings) => {
    const lock = takePendingLock();
    if (!lock) return driver.beginTransaction(connection, settings);
    try {
      if (oneRoundTrip) await connection.executeQuery(CompiledQuery.raw(`${beginStatement(settings)}; ${lock}`));
      else {
        await driver.beginTransaction(connection, settings);
        await connection.executeQuery(CompiledQuery.raw(lock));
      }
    } catch (err) {
      // Kysely rolls back only a transaction whose BEGIN succeeded: this one began, then failed.
      await driver.rollbackTransaction(connection);
      throw err;
    }
  };
  return new Proxy(driver, {
    get(target, prop) {
      if (prop === 'beginTransaction') return begin;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Kysely's own BEGIN for PostgreSQL (PostgresDriver.beginTransaction), as text. */
function beginStatement(settings: TransactionSettings): string {
  if (!settings.isolationLevel && !settings.accessMode) return 'begin';
  let statement = 'start transaction';
  if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
  if (settings.accessMode) statement += ` ${settings.accessMode}`;
  return statement;
}

/** The same dialect, with a driver whose BEGIN takes the pending lock (see lockingBegin). */
export function withLockingBegin(dialect: Dialect, options: { oneRoundTrip: boolean }): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => lockingBegin(dialect.createDriver(), options),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
