import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';

// What withTransaction asks of the BEGIN and the COMMIT of the transaction it opens, so that
// each rides a round trip that happens anyway:
// - an advisory lock taken with the BEGIN ("begin; select try_xact_lock(n)", one simple query);
// - a last statement whose result nobody reads (the deferred writes) sent with the COMMIT: on
//   PostgreSQL the two go out in one write, pipelined, and come back in one read.

/** SQLSTATE of try_xact_lock() (migration 0015): another transaction holds the lock. */
export const LOCK_BUSY = 'MA409';

interface TransactionPlan {
  lock: bigint | undefined;
  lockTaken: boolean;
  final: CompiledQuery | undefined;
}

const plans = new AsyncLocalStorage<TransactionPlan>();

/** Runs `execute` (one Kysely transaction) with its plan: the lock its BEGIN takes, if any. */
export function planTransaction<T>(lock: bigint | undefined, execute: () => Promise<T>): Promise<T> {
  return plans.run({ lock, lockTaken: false, final: undefined }, execute);
}

/**
 * Hands the transaction's last statement to its COMMIT. Nothing may run in the transaction after
 * this; an error of the statement fails the commit, and PostgreSQL then rolls everything back.
 */
export function sendWithCommit(query: CompiledQuery): void {
  const plan = plans.getStore();
  if (!plan) throw new Error('sendWithCommit outside a planned transaction');
  if (plan.final) throw new Error('a transaction has one last statement');
  plan.final = query;
}

/** The statement that takes a lock: its key is a bigint, so the text is always a number. */
export const tryLockStatement = (key: bigint) => `select try_xact_lock(${BigInt.asIntN(64, key).toString()})`;

/** The same dialect, with a driver that carries out each transaction's plan. */
export function withPlannedTransactions(dialect: Dialect, options: { pipelined: boolean }): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => plannedDriver(dialect.createDriver(), options),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

function plannedDriver(driver: Driver, { pipelined }: { pipelined: boolean }): Driver {
  const beginTransaction = async (connection: DatabaseConnection, settings: TransactionSettings) => {
    const plan = plans.getStore();
    if (plan?.lock === undefined || plan.lockTaken) return driver.beginTransaction(connection, settings);
    plan.lockTaken = true; // only the first transaction begun in the plan's scope
    const lock = tryLockStatement(plan.lock);
    try {
      if (pipelined) await connection.executeQuery(CompiledQuery.raw(`${beginStatement(settings)}; ${lock}`));
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

  const commitTransaction = async (connection: DatabaseConnection) => {
    const plan = plans.getStore();
    const final = plan?.final;
    if (!plan || !final) return driver.commitTransaction(connection);
    plan.final = undefined;
    if (!pipelined) {
      await connection.executeQuery(final);
      return driver.commitTransaction(connection);
    }
    // Both are queued before either is answered (the pool's connections pipeline). If the
    // statement fails, PostgreSQL answers the COMMIT of the aborted transaction with a rollback.
    const [sent, committed] = await Promise.allSettled([
      connection.executeQuery(final),
      connection.executeQuery(CompiledQuery.raw('commit')),
    ]);
    if (sent.status === 'rejected') throw sent.reason;
    if (committed.status === 'rejected') throw committed.reason;
  };

  return new Proxy(driver, {
    get(target, prop) {
      if (prop === 'beginTransaction') return beginTransaction;
      if (prop === 'commitTransaction') return commitTransaction;
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
