import { type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

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
