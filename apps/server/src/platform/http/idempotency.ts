import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { prepared } from '../db/prepared.js';
import type { DB } from '../db/schema.js';
import { type TxContext, withTransaction, writeBeforeCommit } from '../db/transaction.js';
import { AppError, STATUS_OF } from './app-error.js';

/** Stored answers are kept this long; a retry within it gets the first answer. */
const KEEP_HOURS = 24;
/** A request still "running" after this long died with its node; a retry may take over. */
const STALE_SECONDS = 60;

export interface IdempotentCall {
  /** Method and route pattern, e.g. `POST /api/admin/members/:uid/adjustments`. */
  route: string;
  actorId: string;
  key: string;
  /** Everything that defines the request (params and body): a different one under the same key is refused. */
  request: unknown;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/**
 * Idempotency as Stripe defines it, for every money route. The first answer to (route,
 * actor, key) is stored in the same transaction as the change it reports, and a retry gets
 * that answer, not the current state. The same key with a different request gets 422; a
 * duplicate arriving while the first is still running gets 409. `work` receives a context
 * whose `db` is the transaction: use cases called with it join that transaction.
 */
export async function idempotent<C extends TxContext, T>(
  ctx: C,
  call: IdempotentCall,
  work: (tx: C) => Promise<T>,
  successStatus = 200,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(call.request);
  const earlier = await claim(ctx.db, call, hash);
  if (earlier) return earlier as IdempotentAnswer<T>;

  try {
    const body = await withTransaction(ctx, async (trx) => {
      const result = await work({ ...ctx, db: trx });
      await finish(trx, call, successStatus, result);
      return result;
    });
    return { status: successStatus, body, replayed: false };
  } catch (err) {
    if (err instanceof AppError && isFinalRefusal(err)) {
      // A refusal (insufficient funds, already decided...) is an answer too: a retry gets it again.
      await finish(ctx.db, call, STATUS_OF[err.code], { error: errorBody(err) });
    } else {
      // Nothing was decided (a crash, a bug): free the key so the retry runs.
      await release(ctx.db, call);
    }
    throw err;
  }
}

/** Runs a money route's use case under its Idempotency-Key and sends the (first) answer. */
export async function replyIdempotent<C extends TxContext, T>(
  ctx: C,
  request: FastifyRequest,
  reply: FastifyReply,
  actorId: string,
  work: (tx: C) => Promise<T>,
  successStatus = 200,
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Send an Idempotency-Key header with this request.');
  }
  const answer = await idempotent(
    ctx,
    {
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      actorId,
      key,
      request: { params: request.params, body: request.body },
    },
    work,
    successStatus,
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Takes the key for this request, or answers from what an earlier request under it left. */
async function claim(db: Kysely<DB>, call: IdempotentCall, hash: string): Promise<IdempotentAnswer<unknown> | null> {
  const inserted = await db.executeQuery(
    prepared(
      sql<{ key: string }>`
        insert into idempotency_key (route, actor_id, key, request_hash, state, expires_at)
        values (${call.route}, ${call.actorId}, ${call.key}, ${hash}, 'running', now() + ${`${KEEP_HOURS} hours`}::interval)
        on conflict do nothing
        returning key
      `.compile(db),
    ),
  );
  if (inserted.rows.length > 0) return null;

  const row = await db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'state', 'response_status', 'response_body'])
    .where('route', '=', call.route)
    .where('actor_id', '=', call.actorId)
    .where('key', '=', call.key)
    .executeTakeFirst();
  if (!row) return claim(db, call, hash); // released between our insert and read: try again
  if (row.request_hash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_MISMATCH',
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
  }
  if (row.state === 'done') {
    const status = row.response_status ?? 200;
    if (status >= 400) throw storedError(row.response_body, status);
    return { status, body: row.response_body, replayed: true };
  }
  const takenOver = await sql<{ key: string }>`
    update idempotency_key set locked_at = now()
    where route = ${call.route} and actor_id = ${call.actorId} and key = ${call.key}
      and state = 'running' and locked_at < now() - ${`${STALE_SECONDS} seconds`}::interval
    returning key
  `.execute(db);
  if (takenOver.rows.length > 0) return null;
  throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed. Try again shortly.');
}

/** Stores the answer; in the change's transaction, with its last statement (one round trip fewer). */
async function finish(db: Kysely<DB>, call: IdempotentCall, status: number, body: unknown): Promise<void> {
  await writeBeforeCommit(
    db,
    db
      .updateTable('idempotency_key')
      .set({ state: 'done', response_status: status, response_body: JSON.stringify(body) })
      .where('route', '=', call.route)
      .where('actor_id', '=', call.actorId)
      .where('key', '=', call.key),
  );
}

async function release(db: Kysely<DB>, call: IdempotentCall): Promise<void> {
  await db
    .deleteFrom('idempotency_key')
    .where('route', '=', call.route)
    .where('actor_id', '=', call.actorId)
    .where('key', '=', call.key)
    .where('state', '=', 'running')
    .execute();
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
