import {
  type CompiledQuery,
  type Kysely,
  type OperationNodeSource,
  type QueryCreator,
  sql,
  type Transaction,
} from 'kysely';
import { FoldedRuns } from '../live/folded-runs.js';
import type { LiveBus, LiveChannel, LiveEvent, LiveSignal } from '../live/live-bus.js';
import { type AnyLiveTopic, channelOf, type Folded, readLiveState, type Versioned } from '../live/live-topics.js';
import { bumpVersionsQuery, versionKey, versionsOf } from '../live/live-versions.js';
import type { DB } from './schema.js';
import { planTransaction, sendWithCommit, tryLockStatement } from './transaction-driver.js';

/** A database transaction: the only kind of handle that money and state changes accept. */
export type Tx = Transaction<DB>;

/** What a use case may do once its transaction commits; nothing leaves before that. */
export interface AfterCommit {
  /**
   * The topic's state changed (for `memberId`, or for everyone): each tab gets the new state,
   * versioned, read at the end of the transaction once the version is taken.
   */
  changed(topic: AnyLiveTopic, memberId?: string): void;
  /** A message that carries no state (a sign-out): sent as it is. */
  signal(channel: LiveChannel, message: LiveSignal): void;
  /** Any other bus event that carries no state (sessions that ended). */
  send(event: LiveEvent): void;
  /** Local work to start once the data is visible (wake a job worker). */
  run(task: () => void): void;
}

export interface TxContext {
  db: Kysely<DB>;
  bus: Pick<LiveBus, 'publish' | 'send'>;
}

export interface TxOptions {
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
  /**
   * An advisory lock to hold until the transaction ends, taken in its BEGIN's round trip. If
   * another transaction holds it, this one fails at once with SQLSTATE LOCK_BUSY (no retry).
   */
  tryLock?: bigint;
  /** Internal: the transaction that takes a detached topic's version and reads it (refreshDetached). */
  refreshing?: Folded;
}

/** PostgreSQL asks for a retry with these: serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

/** Retries taken since start, by SQLSTATE: the bench and the tests read it (a deadlock shows as 40P01). */
export const transactionRetries = new Map<string, number>();

/** The collector of each open transaction, so that nested use cases join it. */
const open = new WeakMap<Tx, Collector>();

/**
 * The one way into a transaction. `work` runs in it, retried when PostgreSQL reports a
 * deadlock or a serialization failure; live messages and tasks it queues on `afterCommit`
 * leave only after the commit, and never for an attempt that rolled back. Called with a
 * context whose `db` is already a transaction, `work` joins it.
 */
export async function withTransaction<T>(
  ctx: TxContext,
  work: (trx: Tx, afterCommit: AfterCommit) => Promise<T>,
  options: TxOptions = {},
): Promise<T> {
  if (ctx.db.isTransaction) {
    const trx = ctx.db as Tx;
    const joined = open.get(trx);
    if (!joined) throw new Error('withTransaction: joined a transaction it did not open');
    if (options.tryLock !== undefined) await sql.raw(tryLockStatement(options.tryLock)).execute(trx);
    return work(trx, joined);
  }
  for (let attempt = 1; ; attempt++) {
    const collector = new Collector(options.refreshing);
    try {
      let builder = ctx.db.transaction();
      if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
      const execute = () =>
        builder.execute(async (trx) => {
          open.set(trx, collector);
          const value = await work(trx, collector);
          await collector.seal(trx);
          return value;
        });
      const result = await planTransaction(options.tryLock, execute);
      collector.deliver(ctx.bus);
      for (const change of collector.detached.values()) refreshDetached(ctx, change);
      return result;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw await collector.explain(err, ctx.db);
      transactionRetries.set(code, (transactionRetries.get(code) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20 * attempt));
    }
  }
}

/** A statement a use case sends with its transaction's COMMIT (sendAtCommit). */
export interface FinalStatement {
  query: CompiledQuery;
  /** Its rows, once the COMMIT succeeded. */
  answered(rows: readonly unknown[]): void;
  /**
   * Its refusals as the use case says them (a raised SQLSTATE turned into an AppError), once the
   * transaction rolled back: `db` is outside it, for what the message needs to read (a balance).
   */
  explain(err: unknown, db: Kysely<DB>): Error | undefined | Promise<Error | undefined>;
}

/**
 * Sends `statement` with the COMMIT of the transaction `trx` (opened by withTransaction), first of
 * the statements that travel there: the rows it locks are held while PostgreSQL runs the rest of
 * that batch and the commit, for no round trip. For a change nothing else in the transaction reads
 * back. If it fails, the commit fails, everything rolls back, and withTransaction throws what
 * `explain` makes of the error. States read at the commit (atCommit topics) include what it did;
 * states read at the end of the work do not, except a topic that takes its state from the
 * transaction's own moves (`fromMoves`: the member's balance), read once it answered.
 */
export function sendAtCommit(trx: Tx, statement: FinalStatement): void {
  const collector = open.get(trx);
  if (!collector) throw new Error('sendAtCommit: not a transaction opened by withTransaction');
  collector.final(statement);
}

/** A write whose result nobody reads (an audit line, a stored answer): an insert, update or delete builder. */
export interface DeferrableWrite extends OperationNodeSource {
  execute(): Promise<unknown>;
}

/**
 * Runs `write` as part of the transaction's last statement, when `db` is a transaction opened by
 * `withTransaction` (else at once): it commits or rolls back with the rest, one round trip fewer.
 * For writes that nothing later in the same transaction reads back.
 */
export async function writeBeforeCommit(db: Kysely<DB>, write: DeferrableWrite): Promise<void> {
  const collector = db.isTransaction ? open.get(db as Tx) : undefined;
  if (collector) collector.defer(write);
  else await write.execute();
}

/** Throws unless `db` is a transaction: for functions that must never run on a bare connection. */
export function assertTransaction(db: Kysely<DB>, what: string): asserts db is Tx {
  if (!db.isTransaction) throw new Error(`${what} must run inside withTransaction()`);
}

type VersionRow = Parameters<typeof versionsOf>[0][number];

interface Change {
  topic: AnyLiveTopic;
  memberId: string | undefined;
}

class Collector implements AfterCommit {
  readonly #changed = new Map<string, Change>();
  /** Detached topics this transaction changed: refreshed after it commits (refreshDetached). */
  readonly detached = new Map<string, Change>();

  /** `refreshing`: this is the transaction that reads detached topics, so it takes them itself. */
  constructor(readonly refreshing: Folded | undefined) {}
  readonly #writes: DeferrableWrite[] = [];
  readonly #events: LiveEvent[] = [];
  readonly #tasks: (() => void)[] = [];
  readonly #finals: FinalStatement[] = [];
  #ready: { channel: LiveChannel; message: Parameters<LiveBus['publish']>[1] }[] = [];

  changed(topic: AnyLiveTopic, memberId?: string): void {
    if (topic.audience === 'member' && !memberId) throw new Error(`live topic ${topic.name} needs a member id`);
    const channel = channelOf(topic, memberId);
    const changes = topic.detached && !this.refreshing ? this.detached : this.#changed;
    changes.set(versionKey(channel, topic.name), { topic, memberId });
  }

  final(statement: FinalStatement): void {
    this.#finals.push(statement);
  }

  /** The error a failed transaction throws: a final statement's refusal as its use case says it. */
  async explain(err: unknown, db: Kysely<DB>): Promise<unknown> {
    for (const statement of this.#finals) {
      const explained = await statement.explain(err, db);
      if (explained) return explained;
    }
    return err;
  }

  defer(write: DeferrableWrite): void {
    this.#writes.push(write);
  }

  signal(channel: LiveChannel, message: LiveSignal): void {
    this.#events.push({ channel, message });
  }

  send(event: LiveEvent): void {
    this.#events.push(event);
  }

  run(task: () => void): void {
    this.#tasks.push(task);
  }

  /**
   * Last step inside the transaction. Topics read now: the deferred writes (as CTEs) and the next
   * version of each changed topic that takes its version from `live_version`, in one statement
   * (in one fixed order, so two transactions never wait on each other's versions crosswise), then
   * each state, under that lock (whoever bumped before us has committed, so the state we read
   * includes theirs) or with the version its own row carries. Topics read at commit (`atCommit`):
   * their versions, then their states, leave in one batch with the COMMIT (with the deferred
   * writes if nothing went before), so their locks, always taken after the others', are held for
   * no round trip. With nothing to read back, the writes go out with the COMMIT.
   */
  async seal(trx: Tx): Promise<void> {
    const entries = [...this.#changed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const now = entries.filter(([, { topic }]) => !topic.atCommit);
    const later = entries.filter(([, { topic }]) => topic.atCommit);
    const bumped = now.filter(([, { topic }]) => topic.read !== undefined);
    let creator: QueryCreator<DB> = trx;
    this.#writes.forEach((write, i) => {
      creator = creator.with(`deferred_write_${i}`, () => write as never) as unknown as QueryCreator<DB>;
    });
    let writesSent = this.#writes.length === 0;
    let versions = new Map<string, number>();
    if (bumped.length > 0) {
      const keys = bumped.map(([, { topic, memberId }]) => ({
        channel: channelOf(topic, memberId),
        topic: topic.name,
      }));
      versions = versionsOf(await bumpVersionsQuery(creator, keys).execute());
      creator = trx;
      writesSent = true;
    }
    // A state that is the same for everyone it goes to is read once, for the first of them.
    const shared = new Map<string, Versioned<unknown>>();
    const late: Change[] = [];
    for (const [, change] of now) {
      const { topic, memberId } = change;
      if (topic.fromMoves && this.#finals.length > 0) {
        late.push(change);
        continue;
      }
      let state = topic.sameForAll ? shared.get(topic.name) : undefined;
      if (!state) {
        state = await readLiveState(topic, trx, memberId, versions);
        if (topic.sameForAll) shared.set(topic.name, state);
      }
      this.#publish(change, state);
    }
    this.#sendAtCommit(trx, creator, writesSent, later, late);
  }

  /** The atCommit topics' versions and states, and what is left of the writes, sent with the COMMIT. */
  #sendAtCommit(
    trx: Tx,
    creator: QueryCreator<DB>,
    writesSent: boolean,
    later: [string, Change][],
    late: readonly Change[],
  ): void {
    const keyOf = ({ topic, memberId }: Change) =>
      topic.atCommit?.version ?? { channel: channelOf(topic, memberId), topic: topic.name };
    const keys = [...new Map(later.map(([, c]) => [versionKey(keyOf(c).channel, keyOf(c).topic), keyOf(c)])).entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, key]) => key);
    const queries: CompiledQuery[] = this.#finals.map((f) => f.query);
    const versionsAt = queries.length;
    if (keys.length > 0) queries.push(bumpVersionsQuery(creator, keys).compile());
    else if (!writesSent) queries.push(creator.selectNoFrom(sql<number>`1`.as('sealed')).compile());
    if (queries.length === 0) return;
    // Each state's statement, once per topic for a state the same for all, and once per topic
    // for all its members when it reads many at once (queryMany: rows by member_id).
    const reads: { change: Change; index: number; byMember?: boolean }[] = [];
    const sharedIndex = new Map<string, number>();
    const manyIndex = new Map<string, number>();
    for (const [name, members] of manyReads(later)) {
      const topic = later.find(([, c]) => c.topic.name === name)?.[1].topic;
      const query = topic?.atCommit?.queryMany?.(trx, members);
      if (query) manyIndex.set(name, queries.push(query.compile() as CompiledQuery) - 1);
    }
    for (const [, change] of later) {
      const { topic, memberId } = change;
      const many = manyIndex.get(topic.name);
      if (many !== undefined) {
        reads.push({ change, index: many, byMember: true });
        continue;
      }
      let index = topic.sameForAll ? sharedIndex.get(topic.name) : undefined;
      if (index === undefined) {
        index =
          queries.push(topic.atCommit?.query(trx, memberId ?? '', this.refreshing).compile() as CompiledQuery) - 1;
        if (topic.sameForAll) sharedIndex.set(topic.name, index);
      }
      reads.push({ change, index });
    }
    sendWithCommit(queries, (results) => {
      for (const [i, f] of this.#finals.entries()) f.answered(results[i]?.rows ?? []);
      for (const change of late) {
        const state = change.topic.fromMoves?.(trx, change.memberId ?? '');
        if (state) this.#publish(change, state);
        else this.#resync(change);
      }
      const taken = keys.length > 0 ? versionsOf((results[versionsAt]?.rows ?? []) as VersionRow[]) : new Map();
      const rowsByMember = new Map<number, Map<string, unknown[]>>();
      const rowsOf = (index: number, memberId: string | undefined, byMember?: boolean) => {
        const rows = (results[index]?.rows ?? []) as { member_id?: string }[];
        if (!byMember) return rows;
        let grouped = rowsByMember.get(index);
        if (!grouped) {
          grouped = new Map();
          for (const row of rows) {
            const of = grouped.get(row.member_id ?? '');
            if (of) of.push(row);
            else grouped.set(row.member_id ?? '', [row]);
          }
          rowsByMember.set(index, grouped);
        }
        return grouped.get(memberId ?? '') ?? [];
      };
      for (const { change, index, byMember } of reads) {
        const { topic, memberId } = change;
        const key = keyOf(change);
        const read = rowsOf(index, memberId, byMember);
        const rows = topic.atCommit?.listed ? topic.atCommit.listed(read) : read;
        if (rows === 'too long') {
          this.#resync(change);
          continue;
        }
        this.#publish(change, {
          v: taken.get(versionKey(key.channel, key.topic)) ?? 0,
          data: topic.atCommit?.data(rows),
        });
      }
    });
  }

  /** The change's new state, published once the transaction committed. */
  #publish({ topic, memberId }: Change, state: Versioned<unknown>): void {
    this.#ready.push({
      channel: channelOf(topic, memberId),
      message: { topic: topic.name, ...state } as Parameters<LiveBus['publish']>[1],
    });
  }

  /** A re-read of the change's topic instead of its state, sent once the transaction committed. */
  #resync({ topic, memberId }: Change): void {
    this.#events.push({ channel: channelOf(topic, memberId), resync: true, topic: topic.name });
  }

  deliver(bus: TxContext['bus']): void {
    for (const { channel, message } of this.#ready) bus.publish(channel, message);
    for (const event of this.#events) bus.send(event);
    for (const task of this.#tasks) task();
    this.#ready = [];
  }
}

/** Per database: its detached topics' refreshes, one at a time per topic and channel. */
const refreshes = new WeakMap<object, FoldedRuns>();

/** Resolves once the detached refreshes running on this database have finished (a node closing). */
export async function detachedRefreshesSettled(db: object): Promise<void> {
  await refreshes.get(db)?.settled();
}

/**
 * Takes a detached topic's next version and reads its state in a transaction of its own, after
 * the change that asked for it committed. One at a time per node and topic: changes that commit
 * while one runs are folded into one more run, `foldMs` after it began, which reads everything
 * they did (a queue's badge follows a busy desk a few times a second, not once per change) and
 * is told how many it folds (`Folded`).
 */
function refreshDetached(ctx: TxContext, change: Change): void {
  let runs = refreshes.get(ctx.db);
  if (!runs) {
    // The next change refreshes again; a failed read must not fail the change that asked.
    runs = new FoldedRuns((err, key) => console.error(`live topic ${key}: refresh failed`, err));
    refreshes.set(ctx.db, runs);
  }
  runs.request(
    versionKey(channelOf(change.topic, change.memberId), change.topic.name),
    async (changes) => {
      await withTransaction(ctx, async (_trx, afterCommit) => afterCommit.changed(change.topic, change.memberId), {
        refreshing: { changes },
      });
    },
    change.topic.detached?.foldMs,
  );
}

/** The members of each topic changed for more than one member whose state reads many at once. */
function manyReads(later: readonly [string, Change][]): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const [, { topic, memberId }] of later) {
    if (!topic.atCommit?.queryMany || topic.sameForAll || memberId === undefined) continue;
    members.set(topic.name, [...(members.get(topic.name) ?? []), memberId]);
  }
  for (const [name, ids] of members) if (ids.length < 2) members.delete(name);
  return members;
}

/**
 * Waits for, then holds until the transaction ends, an advisory lock named by `name`: requests on
 * one thing (a member's alerts, one transaction hash) that count or check before they insert run
 * one at a time.
 */
export async function lockName(trx: Tx, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
