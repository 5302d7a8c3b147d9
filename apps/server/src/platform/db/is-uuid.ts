const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can be a `uuid` column's value. Ask before querying with it: PostgreSQL
 * refuses anything else with an error (22P02), where the route means "no such row" (404).
 */
export const isUuid = (id: string): boolean => UUID.test(id);
