/**
 * Reads a whole table a batch at a time by key (`id > last`): an index range each, so an export
 * of any length holds one batch, on PGlite (which has no cursors) as on PostgreSQL.
 */
export async function* keyedBatches<R, K>(
  read: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  batch = 1000,
): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await read(after, batch);
    if (rows.length) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < batch || last === undefined) return;
    after = keyOf(last);
  }
}

/** Each batch turned into CSV cells as it passes. */
export async function* asCells<R>(
  batches: AsyncIterable<R[]>,
  cells: (row: R) => string[],
): AsyncGenerator<string[][]> {
  for await (const rows of batches) yield rows.map(cells);
}
