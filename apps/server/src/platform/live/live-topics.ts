import type { LiveData, LiveTopic as LiveTopicName } from '@member-area/shared';
import { type Compilable, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import type { DB } from '../db/schema.js';
import type { LiveChannel } from './live-bus.js';
import { versionKey } from './live-versions.js';

/** Topics that carry state (versioned, re-read on every connect); prices and control carry none. */
export type TopicName = Exclude<LiveTopicName, 'prices' | 'control'>;

/** A state with the version that names it: a higher version is always a newer state. */
export interface Versioned<T> {
  v: number;
  data: T;
}

/**
 * A live topic, defined by the module that owns its state: who receives it and how to read
 * it. `member` topics go to one member's tabs (`user:<id>`), `everyone` topics to every tab,
 * `operators` topics to every operator's tabs.
 * Its version comes from one of two places:
 * - `read`: the transaction that changed the state takes the topic's next version from
 *   `live_version` at its end and reads the state under that row's lock;
 * - `readVersioned`: the state is one row that counts its own changes in the statement that
 *   makes them (a ledger account), so state and version read together always match, and a
 *   change costs no statement of its own. For the hottest topics.
 */
export type LiveTopic<T extends TopicName> = {
  readonly name: T;
  /** `operators`: every operator's tabs (one state and version for all of them). */
  readonly audience: 'member' | 'everyone' | 'operators';
  /**
   * The same state as one statement, for a change to send with its COMMIT right after the
   * statement that takes the version (see AtCommitRead). Reads at connect still use `read` or
   * `readVersioned`.
   */
  readonly atCommit?: AtCommitRead<LiveData<T>>;
  /**
   * A state many unrelated changes touch (the console's queue counts: every deposit, withdrawal,
   * KYC submission and position; the support inbox: every member's message): the change does not
   * take its version. Once it has committed, a transaction of its own takes the version and reads
   * the state, at most one at a time per node and topic, the changes that commit meanwhile folded
   * into the next one, which starts `foldMs` after the one before. So a change never queues on
   * this topic's one version row; operators see the state a moment after the change.
   */
  readonly detached?: { readonly foldMs: number };
} & (
  | {
      read(db: Kysely<DB>, memberId: string): Promise<LiveData<T>>;
      readVersioned?: never;
      sameForAll?: never;
      fromMoves?: never;
    }
  | {
      readVersioned(db: Kysely<DB>, memberId: string): Promise<Versioned<LiveData<T>>>;
      read?: never;
      /**
       * The state, and the version it carries, are the same for every member it goes to (the
       * support inbox, sent to each operator): a transaction that changed it for several members
       * reads it once for all of them.
       */
      sameForAll?: true;
      /**
       * The state as the transaction's own ledger moves left it, known without a statement (the
       * member's balance): used when a move was sent with the COMMIT (sendAtCommit), once it
       * answered. Undefined when no move of this transaction told it: the tabs re-read the topic.
       */
      fromMoves?(trx: Kysely<DB>, memberId: string): Versioned<LiveData<T>> | undefined;
    }
);

/**
 * A topic's state read by one statement that a change sends in one batch with its version's
 * statement and its COMMIT (transaction-driver.ts): the version's row lock, which every other
 * change of the topic waits for, is then held for no network round trip, only while PostgreSQL
 * runs the read and the commit. The version is the one that batch took: from `version`'s row of
 * `live_version` (one row shared by several channels, like the support inbox), or by default
 * from the topic's own (channel, topic) row.
 */
export interface AtCommitRead<D> {
  readonly version?: { channel: string; topic: string };
  /**
   * `folded`: given when a detached topic's refresh reads it, with how many changes it folds (a
   * state that lists the newest items can list that many more, so none of them falls out).
   */
  query(db: Kysely<DB>, memberId: string, folded?: Folded): Compilable<unknown>;
  /**
   * The same for many members in one statement, each row naming its member (`member_id`): a
   * change of the topic for a thousand members (a batch of daily payouts) sends one read, not a
   * thousand.
   */
  queryMany?(db: Kysely<DB>, memberIds: readonly string[]): Compilable<unknown>;
  data(rows: readonly unknown[]): D;
  /**
   * A list with a most rows (atCommitList): the rows to send, or 'too long' past that most, when
   * the change sends a re-read of the topic instead, which only the nodes holding the member's
   * sockets act on. Its `query` then answers the list's length alone, so a state too large for a
   * bus message (NOTIFY's 8,000 bytes) is neither sent by the database nor turned into objects
   * and encoded on every change for nobody.
   */
  readonly listed?: (rows: readonly unknown[]) => readonly unknown[] | 'too long';
}

/** An AtCommitRead whose rows are typed by its query. */
export function atCommitRead<R, D>(read: {
  version?: { channel: string; topic: string };
  query(db: Kysely<DB>, memberId: string, folded?: Folded): Compilable<R>;
  queryMany?(db: Kysely<DB>, memberIds: readonly string[]): Compilable<R & { member_id: string }>;
  data(rows: readonly R[]): D;
}): AtCommitRead<D> {
  return read as AtCommitRead<D>;
}

/** The column of an atCommitList row that gives the list's length (at most maxRows + 1). */
const LIST_LENGTH = 'at_commit_list_length';

/**
 * An AtCommitRead of a list of at most `maxRows` rows (see AtCommitRead.listed). Its statement
 * reads one row more than that, which tells a longer list, and answers the rows with the count
 * beside each; a longer list, or an empty one, is a single row of nulls with its count.
 */
export function atCommitList<R, D, QDB = DB, TB extends keyof QDB = keyof QDB>(read: {
  maxRows: number;
  /** Its own tables' types when it aliases one (`user as partner`). */
  query(db: Kysely<DB>, memberId: string): SelectQueryBuilder<QDB, TB, R>;
  data(rows: readonly R[]): D;
}): AtCommitRead<D> {
  // Sent with every change of the topic: built once, then given the member (compiled-once.ts).
  const statement = compiledOnce((db: Kysely<DB>, memberId: string) => {
    const list = read.query(db, memberId).limit(read.maxRows + 1);
    // The list's order holds: PostgreSQL reads a CTE back in the order it wrote it, and the one
    // outer row of the lateral join keeps it so (test/trading/positions.test.ts checks the order).
    return sql`
      with list as ${list}
      select counted.${sql.raw(LIST_LENGTH)}, item.*
      from (select count(*)::int as ${sql.raw(LIST_LENGTH)} from list) counted
      left join lateral (select * from list where counted.${sql.raw(LIST_LENGTH)} <= ${sql.lit(read.maxRows)}) item on true
    `;
  });
  return {
    listed: (rows) => listRows(rows, read.maxRows),
    query: (db, memberId) => ({ compile: () => statement(db, memberId) }),
    data: read.data as (rows: readonly unknown[]) => D,
  };
}

/** The rows of an atCommitList's statement without its count, or 'too long' past maxRows. */
function listRows(rows: readonly unknown[], maxRows: number): readonly unknown[] | 'too long' {
  const length = (rows[0] as Record<string, number> | undefined)?.[LIST_LENGTH] ?? 0;
  if (length > maxRows) return 'too long';
  if (length === 0) return [];
  return rows.map((row) => {
    const { [LIST_LENGTH]: _, ...rest } = row as Record<string, unknown>;
    return rest;
  });
}

/** What a detached topic's refresh folds: the changes that committed since the one before began. */
export interface Folded {
  readonly changes: number;
}

/** Any one of the topics (a union, so each keeps its own data type). */
export type AnyLiveTopic = { [K in TopicName]: LiveTopic<K> }[TopicName];

export function defineLiveTopic<T extends TopicName>(topic: LiveTopic<T>): LiveTopic<T> {
  return topic;
}

export function channelOf(topic: AnyLiveTopic, memberId: string | undefined): LiveChannel {
  if (topic.audience === 'everyone' || topic.audience === 'operators') return topic.audience;
  return `user:${memberId}`;
}

/**
 * A topic's state with its version: from its own row (`readVersioned`), or read beside the
 * version `live_version` gave it (`versions`, by versionKey; 0 for a topic never changed).
 */
export async function readLiveState(
  topic: AnyLiveTopic,
  db: Kysely<DB>,
  memberId: string | undefined,
  versions: ReadonlyMap<string, number>,
): Promise<Versioned<unknown>> {
  if (!topic.read) return topic.readVersioned(db, memberId ?? '');
  return {
    v: versions.get(versionKey(channelOf(topic, memberId), topic.name)) ?? 0,
    data: await topic.read(db, memberId ?? ''),
  };
}
