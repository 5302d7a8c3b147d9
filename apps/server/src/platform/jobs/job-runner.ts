import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { backoffSeconds } from './backoff.js';

/** What a handler learns about the run it is in. */
export interface JobRun {
  id: bigint;
  queue: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  isLastAttempt: boolean;
}

export interface JobDefinition {
  queue: string;
  /** Throws to fail the attempt; the job is retried with back-off until maxAttempts. */
  handler(payload: unknown, run: JobRun): Promise<void>;
  /** First retry after this long, doubling each time up to maxBackoffSeconds. */
  backoffSeconds?: number;
  maxBackoffSeconds?: number;
}

export interface RecurringJob {
  queue: string;
  everySeconds: number;
  maxAttempts: number;
}

export interface RunSummary {
  done: number;
  failed: number;
  /** The pass stopped at its limit with jobs still due: poll again at once. */
  more: boolean;
}

/** Jobs one pass runs at most, so a backlog is worked through in passes of bounded cost. */
const PASS_LIMIT = 100;

interface Logger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

interface ClaimedJob {
  id: bigint;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface JobRunnerOptions {
  /** A job whose node has not finished it after this long is taken over by another node. */
  leaseSeconds?: number;
  log: Logger;
}

/**
 * The job queue: rows in `job`, claimed one at a time with `for update skip locked` under a
 * lease, so with several app nodes polling one database each job runs on one of them. A node
 * that dies mid-job loses its lease and another node retries the job. Recurring jobs insert
 * one row per time slot (unique per queue and slot, computed on the database clock), so they
 * too run once whatever the number of nodes.
 *
 * pg-boss 12 and graphile-worker 0.18 need Node 22; this project promises Node 20.19+.
 */
export class JobRunner {
  readonly nodeId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #recurring: RecurringJob[] = [];
  readonly #leaseSeconds: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<RunSummary> | undefined;
  #stopped = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: JobRunnerOptions,
  ) {
    this.#leaseSeconds = options.leaseSeconds ?? 300;
  }

  define(definition: JobDefinition): this {
    if (this.#definitions.has(definition.queue)) throw new Error(`job queue defined twice: ${definition.queue}`);
    this.#definitions.set(definition.queue, definition);
    return this;
  }

  /** Runs the (defined) queue's job every `everySeconds`, on one node. */
  every(recurring: RecurringJob): this {
    if (!this.#definitions.has(recurring.queue)) throw new Error(`no handler for recurring job ${recurring.queue}`);
    this.#recurring.push(recurring);
    return this;
  }

  /**
   * Schedules the recurring jobs' current slots, then runs every due job once, one after the
   * other. `at` pretends it is later than it is (tests run retries without waiting).
   */
  async runDue(options: { at?: Date } = {}): Promise<RunSummary> {
    // One pass at a time per node: a poll that fires while a pass runs waits for it.
    while (this.#running) await this.#running.catch(() => undefined);
    const pass = this.#runPass(options.at);
    this.#running = pass;
    try {
      return await pass;
    } finally {
      this.#running = undefined;
    }
  }

  /** Polls every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    const tick = async () => {
      let more = false;
      try {
        more = (await this.runDue()).more;
      } catch (err) {
        this.options.log.error({ err }, 'job poll failed');
      }
      // A full pass means a backlog: go on at once instead of waiting a whole interval.
      if (!this.#stopped) this.#timer = setTimeout(() => void tick(), more ? 0 : intervalMs);
    };
    this.#stopped = false;
    this.#timer = setTimeout(() => void tick(), intervalMs);
  }

  /** Stops polling and waits for the job in hand, so the database can close after. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running?.catch(() => undefined);
  }

  async #runPass(at: Date | undefined): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, failed: 0, more: false };
    if (this.#definitions.size === 0) return summary;
    await this.#scheduleRecurring(at);
    await this.#failAbandoned(at);
    // A job retried within this pass (its back-off already over at `at`) waits for the next pass.
    const seen: bigint[] = [];
    for (;;) {
      if (this.#stopped) break;
      if (seen.length >= PASS_LIMIT) {
        summary.more = true;
        break;
      }
      const job = await this.#claim(at, seen);
      if (!job) break;
      seen.push(job.id);
      if (await this.#execute(job)) summary.done += 1;
      else summary.failed += 1;
    }
    return summary;
  }

  async #scheduleRecurring(at: Date | undefined): Promise<void> {
    for (const r of this.#recurring) {
      // The slot number comes from the database clock, so nodes with skewed clocks agree on it.
      // The slot row usually exists already: test first, so polls neither write nor use up ids.
      await sql`
        with slot as (
          select ${r.queue}::text as queue,
            'slot:' || floor(extract(epoch from coalesce(${at ?? null}::timestamptz, now())) / ${r.everySeconds})::bigint as key
        )
        insert into job (queue, payload, max_attempts, singleton_key)
        select slot.queue, '{}', ${r.maxAttempts}::integer, slot.key from slot
        where not exists (select 1 from job where job.queue = slot.queue and job.singleton_key = slot.key)
        on conflict (queue, singleton_key) do nothing
      `.execute(this.db);
    }
  }

  /** A job whose node died during its last attempt is failed, for an operator to see, not run again. */
  async #failAbandoned(at: Date | undefined): Promise<void> {
    await sql`
      update job set
        state = 'failed',
        last_error = 'the node running its last attempt stopped before finishing (lease expired)',
        locked_by = null,
        locked_until = null,
        finished_at = now()
      where state = 'running'
        and locked_until < coalesce(${at ?? null}::timestamptz, now())
        and attempts >= max_attempts
    `.execute(this.db);
  }

  async #claim(at: Date | undefined, seen: bigint[]): Promise<ClaimedJob | undefined> {
    const now = sql`coalesce(${at ?? null}::timestamptz, now())`;
    const queues = [...this.#definitions.keys()];
    const result = await sql<ClaimedJob>`
      update job set
        state = 'running',
        attempts = attempts + 1,
        locked_by = ${this.nodeId},
        locked_until = ${now} + make_interval(secs => ${this.#leaseSeconds})
      where id = (
        select id from job
        where queue = any(${queues}::text[])
          and id <> all(${seen.map(String)}::bigint[])
          and ((state = 'pending' and run_at <= ${now})
            or (state = 'running' and locked_until < ${now} and attempts < max_attempts))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts
    `.execute(this.db);
    return result.rows[0];
  }

  /**
   * Extends the lease every third of it while the handler runs: a long job (a profit catch-up
   * over many days) is still this node's, not taken over by another node at the lease's end
   * and then failed as abandoned while it is paying.
   */
  #renewLease(run: JobRun): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        this.db
          .updateTable('job')
          .set({ locked_until: sql<Date>`now() + make_interval(secs => ${this.#leaseSeconds})` })
          .where('id', '=', run.id)
          .where('locked_by', '=', this.nodeId)
          .where('attempts', '=', run.attempt)
          .execute()
          .catch((err: unknown) => this.options.log.warn({ err }, 'renewing a job lease failed'));
      },
      (this.#leaseSeconds * 1000) / 3,
    );
    timer.unref();
    return timer;
  }

  /** Runs one claimed job; true when it succeeded. */
  async #execute(job: ClaimedJob): Promise<boolean> {
    const definition = this.#definitions.get(job.queue);
    const run: JobRun = {
      id: BigInt(job.id),
      queue: job.queue,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      isLastAttempt: job.attempts >= job.max_attempts,
    };
    const renewing = this.#renewLease(run);
    try {
      if (!definition) throw new Error(`no handler for queue ${job.queue}`);
      await definition.handler(job.payload, run);
    } catch (err) {
      await this.#fail(run, definition, err);
      return false;
    } finally {
      clearInterval(renewing);
    }
    // Only while the lease is still ours: a node that took the job over owns its outcome.
    await this.db
      .updateTable('job')
      .set({ state: 'done', finished_at: sql<Date>`now()`, locked_by: null, locked_until: null })
      .where('id', '=', run.id)
      .where('locked_by', '=', this.nodeId)
      .where('attempts', '=', run.attempt)
      .execute();
    return true;
  }

  async #fail(run: JobRun, definition: JobDefinition | undefined, err: unknown): Promise<void> {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    const wait = backoffSeconds(run.attempt, definition?.backoffSeconds ?? 10, definition?.maxBackoffSeconds ?? 3600);
    this.options.log.warn(
      { err, job: String(run.id), queue: run.queue, attempt: run.attempt },
      run.isLastAttempt ? 'job failed for good' : `job failed, retry in ${wait}s`,
    );
    await this.db
      .updateTable('job')
      .set({
        state: run.isLastAttempt ? 'failed' : 'pending',
        last_error: message,
        locked_by: null,
        locked_until: null,
        run_at: sql<Date>`now() + make_interval(secs => ${wait})`,
        finished_at: run.isLastAttempt ? sql<Date>`now()` : null,
      })
      .where('id', '=', run.id)
      .where('locked_by', '=', this.nodeId)
      .where('attempts', '=', run.attempt)
      .execute();
  }
}
