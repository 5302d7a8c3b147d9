/** SQLSTATE unique_violation: a row with the same unique value exists (or was just committed by another request). */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `err` is PostgreSQL refusing a second row with the same unique value, under `constraint`
 * when named. A use case that checks a value is free before it writes turns this into its own words:
 * two requests at once both pass the check, and the constraint decides.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint);
}
