import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { sendTogether } from './coalesced-writes.js';

// What withTransaction asks of the BEGIN and the COMMIT of the transaction it opens, so that
// neither costs a round trip of its own on PostgreSQL (the pool's connections pipeline):
// - the BEGIN is not waited for: the transaction's first statement follows it on the wire, and
//   a BEGIN that failed is reported in place of whatever failed after it;
// - an advisory lock is taken with the BEGIN ("begin; select try_xact_lock(n)", one query);
// - the transaction's last statements (the deferred writes, the live versions and the states read
//   under them) are sent with the COMMIT, their results handed back once it succeeded.

/** SQLSTATE of try_xact_lock() (migration 0015): another transaction holds the lock. */
export const LOCK_BUSY = 'MA409';

interface TransactionPlan {
  lock: bigint | undefined;
  /** The connection of the plan's transaction, once begun: other transactions in its scope are not its. */
  connection: DatabaseConnection | undefined;
  begun: Promise<void> | undefined;
  final: FinalStatements | undefined;
}

interface FinalStatements {
  queries: readonly CompiledQuery[];
  /** Called with each statement's result, in order, once the COMMIT succeeded. */
  committed(results: readonly QueryResult<unknown>[]): void;
}

const plans = new AsyncLocalStorage<TransactionPlan>();

/** Runs `execute` (one Kysely transaction) with its plan: the lock its BEGIN takes, if any. */
export async function planTransaction<T>(lock: bigint | undefined, execute: () => Promise<T>): Promise<T> {
  const plan: TransactionPlan = { lock, connection: undefined, begun: undefined, final: undefined };
  try {
    return await plans.run(plan, execute);
  } catch (err) {
    // After a failed BEGIN (a lock taken by another transaction) the statements behind it fail
    // as "transaction aborted": the BEGIN's own error is the one to report.
    await plan.begun;
    throw err;
  }
}

/**
 * Hands the transaction's last statements to its COMMIT: on PostgreSQL all of them and the COMMIT
 * leave at once, so a lock the first one takes is held for no round trip of its own. Nothing may
 * run in the transaction after this; an error of any statement fails the commit, and PostgreSQL
 * then rolls everything back. `committed` gets their results once the COMMIT succeeded.
 */
export function sendWithCommit(
  queries: readonly CompiledQuery[],
  committed: (results: readonly QueryResult<unknown>[]) => void = () => {},
): void {
  const plan = plans.getStore();
  if (!plan?.connection) throw new Error('sendWithCommit outside a planned transaction');
  if (plan.final) throw new Error('a transaction has one set of last statements');
  plan.final = { queries, committed };
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
    // Only the first transaction begun in the plan's scope is the plan's.
    const mine = plan !== undefined && plan.connection === undefined ? plan : undefined;
    if (mine) mine.connection = connection;
    const lock = mine?.lock !== undefined ? tryLockStatement(mine.lock) : undefined;
    if (!pipelined) {
      await driver.beginTransaction(connection, settings);
      if (lock) await lockOrRollBack(driver, connection, lock);
      if (mine) mine.begun = Promise.resolve();
      return;
    }
    const statements = [beginStatement(settings), lock];
    // Held to the end of the tick: a transaction whose work needs no answer first (a movement sent
    // with the COMMIT) leaves whole, BEGIN to COMMIT, in one write.
    const begun = sendTogether(() =>
      connection.executeQuery(CompiledQuery.raw(statements.filter((s) => s !== undefined).join('; '))),
    ).then(() => undefined);
    if (!mine) return begun; // a transaction opened outside withTransaction: waited for, as Kysely does
    mine.begun = begun;
    begun.catch(() => {}); // reported by planTransaction, once the statements behind it have failed
  };

  const commitTransaction = async (connection: DatabaseConnection) => {
    const store = plans.getStore();
    const plan = store?.connection === connection ? store : undefined;
    const final = plan?.final;
    if (plan) plan.final = undefined;
    if (!final) await driver.commitTransaction(connection);
    else if (!pipelined) {
      const results: QueryResult<unknown>[] = [];
      for (const query of final.queries) results.push(await connection.executeQuery(query));
      await driver.commitTransaction(connection);
      await plan?.begun;
      final.committed(results);
    } else {
      // All are queued before any is answered (the pool's connections pipeline). If a statement
      // fails, the ones behind it fail too and PostgreSQL answers the COMMIT with a rollback.
      const settled = await Promise.allSettled(
        sendTogether(() => [
          ...final.queries.map((query) => connection.executeQuery(query)),
          connection.executeQuery(CompiledQuery.raw('commit')),
        ]),
      );
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      await plan?.begun;
      final.committed(settled.slice(0, -1).map((s) => (s as PromiseFulfilledResult<QueryResult<unknown>>).value));
    }
    // A COMMIT after a failed BEGIN is a rollback that raises nothing: the BEGIN's error says so.
    await plan?.begun;
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

/** Takes the lock in the transaction just begun; on failure rolls it back (Kysely would not: its BEGIN succeeded). */
async function lockOrRollBack(driver: Driver, connection: DatabaseConnection, lock: string): Promise<void> {
  try {
    await connection.executeQuery(CompiledQuery.raw(lock));
  } catch (err) {
    await driver.rollbackTransaction(connection);
    throw err;
  }
}

/** Kysely's own BEGIN for PostgreSQL (PostgresDriver.beginTransaction), as text. */
function beginStatement(settings: TransactionSettings): string {
  if (!settings.isolationLevel && !settings.accessMode) return 'begin';
  let statement = 'start transaction';
  if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
  if (settings.accessMode) statement += ` ${settings.accessMode}`;
  return statement;
}
