import type { FastifyRequest } from 'fastify';
import type { Expression, Kysely, ShallowDehydrateObject, Simplify } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';

/**
 * What a route reads about the signed-in member, declared on the route
 * (`config: { memberRead }`) so that it runs inside the statement that resolves the session:
 * an authenticated read is one round trip to the database instead of two, and a write's
 * precheck (a withdrawal's) reads nothing of its own. It cannot depend on the request's body
 * (the session is resolved before the body is read), only on the member. The session rules
 * still decide first (the row is dropped for a request they refuse), nothing is cached, and
 * a revoked session fails at once.
 *
 * The row comes back as JSON on every path (`jsonObjectFrom`): dates as ISO strings, and
 * bigints as numbers, so select money as text.
 */
export interface MemberRead<O> {
  readonly name: string;
  /**
   * At most one row, for the member whose id is `memberId` (a column of the session statement), or
   * for the row the route parameter `of` names (its value in place of `memberId`).
   */
  query(db: Kysely<DB>, memberId: Expression<string>): Expression<O>;
  /**
   * The route parameter naming what the read is about: the member of an operator's route about a
   * member (the adjustment's `uid`), or a chat route's thread (`chatId`, whose handler decides
   * whether the signed-in user may touch it); without it, the signed-in member. The path is
   * parsed before the session is resolved; the body is not.
   */
  readonly of?: string;
}

/** The row a member read answers, as it arrives (JSON-shaped); null when the query found none. */
export type MemberReadRow<R> = R extends MemberRead<infer O> ? Simplify<ShallowDehydrateObject<O>> : never;

export function defineMemberRead<O>(
  name: string,
  query: (db: Kysely<DB>, memberId: Expression<string>) => Expression<O>,
  options: { of?: string } = {},
): MemberRead<O> {
  return { name, query, ...options };
}

/** The id of the member `read` is about in this request: its route parameter's, else the signed-in member's. */
export function memberReadSubject(request: FastifyRequest, read: MemberRead<unknown>, signedIn: string): string {
  if (!read.of) return signedIn;
  const value = (request.params as Record<string, unknown> | undefined)?.[read.of];
  if (typeof value !== 'string') throw new Error(`member read ${read.name}: no route parameter ${read.of}`);
  // The session is resolved before the input guard refuses a NUL (400): PostgreSQL cannot take
  // one, and no row's id holds one, so the read looks for nothing.
  return value.includes('\u0000') ? '' : value;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read with the session, in one statement (see `MemberRead`); the handler takes it with `memberRead()`. */
    memberRead?: MemberRead<unknown>;
  }
  interface FastifyRequest {
    /** The route's member read, as it came back with the session (or as read once after a refresh). */
    preloaded?: { read: MemberRead<unknown>; row: unknown };
  }
}

/** The select list entry that runs `read` for the session's user (`"user"."id"`). */
export function memberReadColumn(db: Kysely<DB>, read: MemberRead<unknown>, memberId: Expression<string>) {
  return jsonObjectFrom(read.query(db, memberId)).as('read');
}

/**
 * The route's member read for the signed-in member: the row that came back with the session,
 * or (when the session went the slow way, through Better Auth's refresh) the same query now.
 */
export async function memberRead<O>(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  read: MemberRead<O>,
): Promise<Simplify<ShallowDehydrateObject<O>> | null> {
  const member = request.member;
  if (!member) throw new Error('memberRead() on a route without requireMember');
  type Row = Simplify<ShallowDehydrateObject<O>> | null;
  if (request.preloaded?.read === read) return request.preloaded.row as Row;
  const row = await runMemberRead(ctx.db, memberReadSubject(request, read as MemberRead<unknown>, member.id), read);
  // Read once per request: the precheck's and the handler's inputs both carry it.
  request.preloaded = { read: read as MemberRead<unknown>, row };
  return row;
}

/** A member read on its own, for `memberId` (a use case called without the route's request). */
export async function runMemberRead<O>(
  db: Kysely<DB>,
  memberId: string,
  read: MemberRead<O>,
): Promise<Simplify<ShallowDehydrateObject<O>> | null> {
  const row = await db
    .selectNoFrom((eb) => memberReadColumn(db, read as MemberRead<unknown>, eb.val(memberId)))
    .executeTakeFirst();
  return (row?.read ?? null) as Simplify<ShallowDehydrateObject<O>> | null;
}
