import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { type TxContext, withTransaction, writeBeforeCommit } from '../db/transaction.js';
import { LOCK_BUSY } from '../db/transaction-driver.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError, STATUS_OF } from './app-error.js';

/** Stored answers are kept this long; a retry within it gets the first answer. */
const KEEP_HOURS = 24;

export interface IdempotentCall {
  /** Method and route pattern, e.g. `POST /api/admin/members/:uid/adjustments`. */
  route: string;
  actorId: string;
  key: string;
  /** Everything that defines the request (params and body): a different one under the same key is refused. */
  request: unknown;
}

export interface IdempotentOptions {
  /**
   * Whether the transaction reads the key before the work (the default). A route whose precheck
   * passed skips it: a new key, nearly every request, is then read by nobody, and an answered
   * retry is found when its answer's insert conflicts at the COMMIT, which rolls the attempt back.
   */
  readKey?: boolean;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/**
 * Idempotency as Stripe defines it, for every money route. The first answer to (route, actor,
 * key) is stored by the transaction that makes the change it reports, and a retry gets that
 * answer, not the current state; the same key with a different request gets 422; a duplicate
 * arriving while the first still runs gets 409. `work` receives a context whose `db` is the
 * transaction: use cases called with it join that transaction.
 *
 * Nothing is written before the change: the transaction takes an advisory lock on the key in the
 * round trip of its BEGIN (a duplicate still running holds it: 409), does the work, and inserts
 * the answer with its last statement. If an answer was stored already, that insert fails on the
 * key, the attempt rolls back, and the stored answer is given. So the key's row only ever holds
 * a final answer, one commit writes both, and a node that dies mid-request leaves nothing behind.
 */
export async function idempotent<C extends TxContext, T>(
  ctx: C,
  call: IdempotentCall,
  work: (tx: C) => Promise<T>,
  successStatus = 200,
  { readKey = true }: IdempotentOptions = {},
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(call.request);
  let outcome: { result: T } | { stored: StoredAnswer };
  try {
    outcome = await withTransaction(
      ctx,
      async (trx) => {
        // Under the key's lock, a key answered already is answered again without running the
        // work: a replay or a changed request under a used key creates nothing, so uses no number.
        // Not read (readKey false), an answered key is found by this attempt's insert of its
        // answer, which conflicts and rolls it all back.
        const stored = readKey ? await readAnswer(trx, call) : undefined;
        if (stored) return { stored };
        const result = await work({ ...ctx, db: trx });
        await writeBeforeCommit(trx, storeAnswer(trx, call, hash, successStatus, result));
        return { result };
      },
      { tryLock: lockKey(call) },
    );
  } catch (err) {
    if ((err as { code?: string }).code === LOCK_BUSY) {
      throw new AppError(
        'CONFLICT',
        'A request with this Idempotency-Key is still being processed. Try again shortly.',
      );
    }
    if (isAnswerConflict(err)) return answerStored(ctx.db, call, hash);
    if (!(err instanceof AppError)) throw err; // nothing was decided (a crash, a bug): the key stays free
    // The first answer wins over whatever this attempt ran into (a retry of an approval finds it decided).
    const stored = await readAnswer(ctx.db, call);
    if (stored) return answer(stored, hash);
    if (!isFinalRefusal(err)) throw err;
    // A refusal (insufficient funds...) is an answer too: a retry gets it again. Had a duplicate
    // answered in the meantime, its answer is the first one.
    const refusal = { error: errorBody(err) };
    const inserted = await storeAnswer(ctx.db, call, hash, STATUS_OF[err.code], refusal)
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) return answerStored(ctx.db, call, hash);
    throw err;
  }
  if ('stored' in outcome) return answer(outcome.stored, hash);
  return { status: successStatus, body: outcome.result, replayed: false };
}

/** Runs a money route's use case under its Idempotency-Key and sends the (first) answer. */
export async function replyIdempotent<C extends TxContext, T>(
  ctx: C,
  request: FastifyRequest,
  reply: FastifyReply,
  actorId: string,
  work: (tx: C) => Promise<T>,
  successStatus = 200,
  options: IdempotentOptions = {},
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Send an Idempotency-Key header with this request.');
  }
  const answer = await idempotent(ctx, callOf(request, actorId, key), work, successStatus, options);
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

/**
 * A refusal by the checks an idempotent route makes ahead of its work (its precheck), settled as
 * a refusal under the key's lock is: a key answered already returns, and the handler gives that
 * answer as the first time; otherwise a final refusal (not enough money...) is stored as the key's
 * answer, so a retry under the key gets it again whatever holds by then, wherever the refusal was
 * decided. Anything else is thrown as it came.
 */
export async function settleRefusalAhead(
  db: Kysely<DB>,
  request: FastifyRequest,
  actorId: string,
  err: unknown,
): Promise<void> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0) throw err;
  const call = callOf(request, actorId, key);
  if (await readAnswer(db, call)) return;
  if (!(err instanceof AppError) || !isFinalRefusal(err)) throw err;
  const inserted = await storeAnswer(db, call, requestHash(call.request), STATUS_OF[err.code], {
    error: errorBody(err),
  })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) throw err;
  // A duplicate answered in the meantime: its answer is the first one, and the handler gives it.
}

/**
 * The key's call as the route makes it: method and route pattern, the actor, and what defines the
 * request: the path's strings and only a body its schema validated (a route without a body schema
 * ignores its body, so nothing the client sent unchecked is walked here).
 */
function callOf(request: FastifyRequest, actorId: string, key: string): IdempotentCall {
  return {
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    actorId,
    key,
    request: { params: request.params, body: request.routeOptions.schema?.body ? request.body : undefined },
  };
}

function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

/** Deeper than any validated request of ours (the JSON parser refuses bodies past 32 levels). */
const MAX_HASH_DEPTH = 64;

/** JSON with object keys sorted, so the same request always hashes the same. Bounded in depth. */
function stableJson(value: unknown, depth = 0): string {
  if (depth > MAX_HASH_DEPTH) throw new AppError('VALIDATION_FAILED', 'The request is nested too deeply.');
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The advisory lock of a key: 64 bits of its hash (a collision only makes a request wait its turn). */
function lockKey(call: IdempotentCall): bigint {
  return createHash('sha256')
    .update(stableJson([call.route, call.actorId, call.key]))
    .digest()
    .readBigInt64BE(0);
}

function storeAnswer(db: Kysely<DB>, call: IdempotentCall, hash: string, status: number, body: unknown) {
  return db.insertInto('idempotency_key').values({
    route: call.route,
    actor_id: call.actorId,
    key: call.key,
    request_hash: hash,
    response_status: status,
    response_body: JSON.stringify(body),
    expires_at: sql<Date>`now() + ${`${KEEP_HOURS} hours`}::interval`,
  });
}

function readAnswer(db: Kysely<DB>, call: IdempotentCall) {
  return db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('route', '=', call.route)
    .where('actor_id', '=', call.actorId)
    .where('key', '=', call.key)
    .executeTakeFirst();
}

type StoredAnswer = NonNullable<Awaited<ReturnType<typeof readAnswer>>>;

async function answerStored(db: Kysely<DB>, call: IdempotentCall, hash: string): Promise<IdempotentAnswer<never>> {
  const stored = await readAnswer(db, call);
  if (!stored) throw new Error('idempotency: the answer that conflicted is gone');
  return answer(stored, hash);
}

/** A stored answer, given to a request under the same key: the same request gets it, another is refused. */
function answer(stored: StoredAnswer, hash: string): IdempotentAnswer<never> {
  if (stored.request_hash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_MISMATCH',
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
  }
  if (stored.response_status >= 400) throw storedError(stored.response_body, stored.response_status);
  return { status: stored.response_status, body: stored.response_body as never, replayed: true };
}

/** The insert of an answer found one stored under the same key (primary key violation). */
function isAnswerConflict(err: unknown): boolean {
  return isUniqueViolation(err, 'idempotency_key_pkey');
}

/** Refusals that are the request's answer; conflicts with a concurrent request and rate limits are not. */
function isFinalRefusal(err: AppError): boolean {
  const status = STATUS_OF[err.code];
  return status >= 400 && status < 500 && err.code !== 'CONFLICT' && err.code !== 'RATE_LIMITED';
}

function errorBody(err: AppError) {
  return { code: err.code, message: err.message, ...(err.details && { details: err.details }) };
}

/** Rebuilds a stored refusal so the error handler answers it exactly as the first time. */
function storedError(body: unknown, status: number): AppError {
  const e = (body as { error?: { code?: string; message?: string; details?: Record<string, unknown> } }).error;
  const code = (e?.code ?? 'INTERNAL') as ConstructorParameters<typeof AppError>[0];
  const err = new AppError(code, e?.message ?? 'Request refused.', e?.details);
  if (STATUS_OF[code] !== status) throw new Error(`stored idempotent status ${status} does not match ${code}`);
  return err;
}
