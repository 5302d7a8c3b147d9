import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** A date range in UTC, both days included ('YYYY-MM-DD', checked by ZDay). */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * `column` within the range's days, as one condition: the bounds are computed by the database from
 * the days themselves. A bound made in JavaScript (a Date of the day after `to`) became year 10000
 * for 9999-12-31, a day ZDay accepts, which PGlite refused as a timestamp and a list then misread.
 */
export function inDays(column: string, range: DayRange): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(
    [
      sql`true`,
      ...(range.from ? [sql`${sql.ref(column)} >= ${range.from}::date::timestamp at time zone 'UTC'`] : []),
      ...(range.to ? [sql`${sql.ref(column)} < (${range.to}::date + 1)::timestamp at time zone 'UTC'`] : []),
    ],
    sql` and `,
  )}`;
}
