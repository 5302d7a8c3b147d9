import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';

// PostgreSQL parses, analyses and plans an unnamed statement on every call; a named one once
// per connection, then only binds and runs it. For the session statement planning was two
// thirds of the database's time per request; for an order, planning the hold, the idempotency
// rows and the positions read was 0.4 ms of its 1.6 ms (pg_stat_statements, track_planning).
// So every parameterised statement the app sends again and again is prepared, by its SQL text.

/** Uses of one SQL text before it is prepared: a statement built once (an in-list of this length) never is. */
const PREPARE_AFTER = 3;
/** Prepared statements per connection at most: their plans live in the server's memory. */
const PER_CONNECTION = 200;
/** Distinct unprepared texts counted at most; past it the counts start again. */
const COUNTED = 10_000;
/**
 * A column compared with a parameter by range or pattern (`created_at >= $3`, `seq > $1`, `like $2`):
 * the best plan depends on the value (a week of history is a range scan and a sort, ten years
 * a walk of the newest-first index), and a prepared statement's generic plan cannot weigh it.
 * Such statements are planned for their values on every call, as unnamed ones are: prepared,
 * the dated history of a 100,000-movement member went from 3.5 to 29.5 ms.
 */
const VALUE_STEERS_PLAN = /(?:<=|>=|(?<![<>-])<(?![>=])|(?<![<>-])>(?!=)|\bbetween\b|\bi?like\b)\s*\(?\s*\$\d/i;

/**
 * True for a text PostgreSQL plans for its values on every call (VALUE_STEERS_PLAN): a statement
 * sent on every change must not be one, so its constants are literals (`unread > 0`), not parameters.
 */
export const plannedOnEveryCall = (text: string): boolean => VALUE_STEERS_PLAN.test(text);

/** SQLSTATE of "cached plan must not change result type": a migration changed a table under it. */
const FEATURE_NOT_SUPPORTED = '0A000';

const names = new Map<string, string>();
const uses = new Map<string, number>();

const nameOf = (text: string) => `ma_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

/** Marks a compiled query to be prepared from its first use (a statement known to run on every request). */
export function prepared<Q extends CompiledQuery<unknown>>(query: Q): Q {
  if (!names.has(query.sql)) names.set(query.sql, nameOf(query.sql));
  return query;
}

/** The name `text` is prepared under, once it has been sent often enough to be worth it. */
function preparedName(text: string): string | undefined {
  const name = names.get(text);
  if (name) return name;
  if (plannedOnEveryCall(text)) return undefined;
  const seen = (uses.get(text) ?? 0) + 1;
  if (seen < PREPARE_AFTER) {
    if (uses.size >= COUNTED) uses.clear();
    uses.set(text, seen);
    return undefined;
  }
  uses.delete(text);
  const fresh = nameOf(text);
  names.set(text, fresh);
  return fresh;
}

type QueryFn = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** pg's Query: `name` and `callback` are read by pg though its typings leave them out. */
type NamedQuery = pg.Query & {
  name: string;
  callback: (err: (Error & { code?: string }) | null, result: unknown) => void;
};

/** What pg's Result keeps of a RowDescription: the fields, their parsers and the empty row. */
interface RowLayout {
  fields: unknown[];
  _parsers: unknown;
  _prebuiltEmptyResultObject: unknown;
}
type PgResult = RowLayout & { addFields(fields: unknown[]): void };

/**
 * A named statement's row layout as pg built it from its first RowDescription. PostgreSQL sends
 * the same description with every run of the statement, and pg builds the layout again each time
 * (a parser per column and a template row: 7.5 % of the app's CPU under the orders load). A name
 * stands for one text, and a text whose columns change under it is prepared again under a new
 * name (FEATURE_NOT_SUPPORTED below), so a name's layout holds; a description of another length
 * is built again all the same. pg's Result fields (pinned by prepared-statements.test.ts).
 */
const layouts = new Map<string, RowLayout>();

/**
 * The named query as pg's own Query object, made from the text: given `{ name, text, values }`,
 * pg copies the object through its property descriptors on every call (1.5 % of the app's CPU
 * under the adjustments load).
 */
function named(text: string, values: unknown[], name: string): NamedQuery {
  const statement = new pg.Query(text, values) as NamedQuery;
  statement.name = name;
  const result = (statement as unknown as { _result: PgResult })._result;
  const build = result.addFields;
  result.addFields = function (this: PgResult, fields: unknown[]) {
    const known = layouts.get(name);
    if (known && known.fields.length === fields.length) {
      this.fields = fields;
      this._parsers = known._parsers;
      this._prebuiltEmptyResultObject = known._prebuiltEmptyResultObject;
      return;
    }
    build.call(this, fields);
    layouts.set(name, {
      fields,
      _parsers: this._parsers,
      _prebuiltEmptyResultObject: this._prebuiltEmptyResultObject,
    });
  };
  return statement;
}

/**
 * Gives a pool's connections prepared statements: Kysely sends `query(sql, values)`, and a text
 * with parameters that has been sent before goes as a named query (pg sends its Parse once per
 * connection). Texts without parameters (BEGIN, COMMIT, a lock taken with the BEGIN) go
 * as they are. If a migration changes a table's columns under a prepared `select *` while the
 * app runs (a rolling deploy), PostgreSQL refuses the statement once: that one call fails, and the
 * connection prepares the text again under a new name.
 */
export function usePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    const mine = new Map<string, string>();
    let generation = 0;
    (client as unknown as { query: QueryFn }).query = (text, values, callback) => {
      if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
        return query(text, values, callback);
      }
      let name = mine.get(text);
      if (!name && mine.size < PER_CONNECTION) {
        name = preparedName(text);
        if (name) mine.set(text, name);
      }
      if (!name) return query(text, values, callback);
      const statement = named(text, values, name);
      // pg's Pool.query passes a callback (the live bus's NOTIFY); Kysely awaits a promise.
      const answered = new Promise((resolve, reject) => {
        statement.callback = (err, result) => {
          if (!err) return resolve(result);
          if (err.code === FEATURE_NOT_SUPPORTED && err.message.includes('cached plan')) {
            mine.set(text, `${name}_${++generation}`);
          }
          Error.captureStackTrace(err); // as pg does: a stack that leads back to the app, not to the socket
          reject(err);
        };
      });
      query(statement);
      if (typeof callback !== 'function') return answered;
      answered.then(
        (result) => callback(null, result),
        (err) => callback(err),
      );
      return undefined;
    };
  });
}
