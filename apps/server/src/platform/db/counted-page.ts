import { type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { AppError } from '../http/app-error.js';

/**
 * Past the page shown, a list counts its matches only this far: a total beyond it is a lower
 * bound (`totalExact` false, the web shows "120+" and pages on while pages are full), so page 1
 * of a list of 100,000 rows costs what page 1 of a short one does (issue 18).
 */
export const COUNT_AHEAD = 100;

export interface CountedPage<R> {
  rows: R[];
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: number;
}

/** `n` matches counted no further than `cap` + 1, as a list answers them: past the cap, a lower bound. */
export function cappedCount(n: number, cap: number): { total: number; totalExact: boolean } {
  return { total: Math.min(n, cap), totalExact: n <= cap };
}

/**
 * How many rows `matching` selects, counted up to `cap` (then the cap, not exact). A query in
 * SQL is a `select … from … where …` without order or limit.
 */
export async function countUpTo(
  db: QueryExecutorProvider,
  // biome-ignore lint/suspicious/noExplicitAny: any table and selection: only its rows are counted.
  matching: SelectQueryBuilder<any, any, any> | RawBuilder<unknown>,
  cap: number,
): Promise<{ total: number; totalExact: boolean }> {
  const limited =
    'clearSelect' in matching
      ? matching
          .clearSelect()
          .clearOrderBy()
          .select(sql.lit(1).as('one'))
          .limit(cap + 1)
      : sql`${matching} limit ${cap + 1}`;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${limited}) as m`.execute(db);
  return cappedCount(Number(rows[0]?.n ?? 0), cap);
}

/**
 * Page `page` of an ordered list by offset, and its matches counted up to COUNT_AHEAD past it.
 * `ordered` is the list with its selection and order; `matching` the same filters (its
 * selection and order are replaced).
 */
export async function countedPage<R>(
  db: QueryExecutorProvider,
  ordered: { limit(n: number): { offset(n: number): { execute(): Promise<R[]> } } },
  // biome-ignore lint/suspicious/noExplicitAny: as countUpTo's.
  matching: SelectQueryBuilder<any, any, any>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<CountedPage<R>> {
  const offset = (page - 1) * pageSize;
  const [rows, count] = await Promise.all([
    ordered.limit(pageSize).offset(offset).execute(),
    countUpTo(db, matching, offset + pageSize + COUNT_AHEAD),
  ]);
  return { rows, ...count, page, pageSize };
}

/** The order a list pages by: its columns, the last one unique, all in one direction. */
export interface PageKey {
  columns: readonly string[];
  direction: 'asc' | 'desc';
}

/** A keyed list's query (`keyedPageQuery` in shared): the page shown, and at most one key. */
export interface PageAsked {
  page: number;
  pageSize: number;
  after?: string | undefined;
  before?: string | undefined;
}

/** What a list's read applies to its query: the rows past the key, in the order to read them. */
export interface PageSlice {
  where: RawBuilder<boolean>;
  orderBy: RawBuilder<unknown>;
  limit: number;
  offset: number;
  /** Selected `as page_key`: the row's key, from which the answer's `next` and `prev` are made. */
  key: RawBuilder<string[]>;
}

export interface KeyedPage<R> extends CountedPage<R> {
  /** Give back as `after` for the next page; null at the end. */
  next: string | null;
  /** Give back as `before` for the previous page; null at the start. */
  prev: string | null;
}

// A key travels as base64url of the JSON array of its columns as text: opaque to the client,
// exact for timestamps (a JavaScript Date would drop their microseconds).
const encodeKey = (values: readonly string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
function decodeKey(key: string, columns: number, field: 'after' | 'before'): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (!Array.isArray(values) || values.length !== columns || !values.every((v) => typeof v === 'string')) {
    throw outOfDate(field);
  }
  return values;
}
const outOfDate = (field: 'after' | 'before') =>
  AppError.field(field, 'This page of the list is out of date: open the list from its first page.');

/**
 * The list's reads with a key in them: a key whose values are no id or time ("abc", a 30th of
 * February) fails there as a data exception (SQLSTATE class 22), the key's doing alone (the rest
 * of the statement is the server's), and is answered as any bad key is.
 */
function withKey<T>(read: Promise<T>, field: 'after' | 'before'): Promise<T> {
  return read.catch((err: unknown) => {
    if (String((err as { code?: unknown }).code ?? '').startsWith('22')) throw outOfDate(field);
    throw err;
  });
}

/**
 * A page of a list by key (keyset pagination, issue 18): after a key the rows past it, before a
 * key the rows before it (read the other way and turned round), so page 10,000 is an index range
 * like page 1, and a row added meanwhile neither repeats nor hides one. Without a key, `page` by
 * offset (the first page, or a link to page 3 that carries no key). The matches are counted
 * only COUNT_AHEAD past the page (from the key, not from the start: a lower bound past that);
 * `page` is the client's, used for the total's offset ("51–100 of 150+"), never for the rows.
 * `read` applies the slice to the list's query; `matching(where)` is its matches under `where`.
 */
export async function keyedPage<R extends { page_key: string[] }>(
  db: QueryExecutorProvider,
  key: PageKey,
  asked: PageAsked,
  read: (slice: PageSlice) => Promise<R[]>,
  // biome-ignore lint/suspicious/noExplicitAny: as countUpTo's.
  matching: (where: RawBuilder<boolean>) => SelectQueryBuilder<any, any, any> | RawBuilder<unknown>,
): Promise<KeyedPage<Omit<R, 'page_key'>>> {
  if (asked.after && asked.before) throw AppError.field('before', 'Give either after or before, not both.');
  const { page, pageSize } = asked;
  const refs = sql.join(key.columns.map((c) => sql.ref(c)));
  const keySelect = sql<string[]>`array[${sql.join(key.columns.map((c) => sql`${sql.ref(c)}::text`))}]`;
  const forward = key.direction === 'desc' ? '<' : '>';
  const backward = key.direction === 'desc' ? '>' : '<';
  const past = (op: string, values: string[]) => sql<boolean>`(${refs}) ${sql.raw(op)} (${sql.join(values)})`;
  const ordered = (direction: 'asc' | 'desc') =>
    sql.join(key.columns.map((c) => sql`${sql.ref(c)} ${sql.raw(direction)}`));
  const reversed = key.direction === 'desc' ? 'asc' : 'desc';
  const strip = (rows: R[]) => rows.map(({ page_key: _, ...row }) => row);
  const keyOf = (row: R | undefined) => (row ? encodeKey(row.page_key) : null);

  if (asked.before) {
    const values = decodeKey(asked.before, key.columns.length, 'before');
    const [got, onward] = await withKey(
      Promise.all([
        read({
          where: past(backward, values),
          orderBy: ordered(reversed),
          limit: pageSize + 1,
          offset: 0,
          key: keySelect,
        }),
        countUpTo(db, matching(past(`${forward}=`, values)), COUNT_AHEAD),
      ]),
      'before',
    );
    const atStart = got.length <= pageSize;
    const shown = got.slice(0, pageSize).reverse();
    const shownPage = atStart ? 1 : Math.max(2, page);
    return {
      rows: strip(shown),
      total: (shownPage - 1) * pageSize + shown.length + onward.total,
      totalExact: onward.totalExact,
      page: shownPage,
      pageSize,
      next: onward.total > 0 ? (keyOf(shown.at(-1)) ?? asked.before) : null,
      prev: atStart ? null : keyOf(shown[0]),
    };
  }
  const values = asked.after ? decodeKey(asked.after, key.columns.length, 'after') : undefined;
  const offset = values ? 0 : (page - 1) * pageSize;
  const where = values ? past(forward, values) : sql<boolean>`true`;
  const reads = Promise.all([
    read({ where, orderBy: ordered(key.direction), limit: pageSize + 1, offset, key: keySelect }),
    countUpTo(db, matching(where), offset + pageSize + COUNT_AHEAD),
  ]);
  // Without a key, a data exception is not the key's: it fails as what it is.
  const [got, counted] = await (values ? withKey(reads, 'after') : reads);
  const shown = got.slice(0, pageSize);
  const before = values ? (page - 1) * pageSize : 0;
  return {
    rows: strip(shown),
    total: before + counted.total,
    totalExact: counted.totalExact,
    page,
    pageSize,
    next: got.length > pageSize ? keyOf(shown.at(-1)) : null,
    prev: values || offset > 0 ? keyOf(shown[0]) : null,
  };
}

/** A Kysely list query with a keyed page's slice applied (keyedPage's `read`). */
export function sliced<R>(
  // biome-ignore lint/suspicious/noExplicitAny: any table; the selection is R.
  query: SelectQueryBuilder<any, any, R>,
  slice: PageSlice,
): Promise<(R & { page_key: string[] })[]> {
  return query
    .select(slice.key.as('page_key'))
    .where(slice.where)
    .orderBy(slice.orderBy)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute() as Promise<(R & { page_key: string[] })[]>;
}
