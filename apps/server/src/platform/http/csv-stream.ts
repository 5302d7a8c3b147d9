import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A plain negative number ("-30.48"): the one cell starting with a formula character left as it is. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula gets a leading quote. Only a plain negative number
 * stays a number: "-1+cmd|' /C calc'!A0" starts like one and is a formula all the same.
 */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

const options = { record_delimiter: 'windows', cast: { string: formulaSafe } } as const;

/**
 * Sends rows as a CSV download while they are read: `batches` (a database cursor, or rows read
 * by key a batch at a time) is pulled only as fast as the client takes the bytes, so an export
 * of any length holds one batch in memory. Every cell is text, formula-safe, quoted when needed
 * (csv-stringify); lines end in CRLF. A failure mid-way resets the connection, so the download
 * is incomplete, never silently short.
 */
export function sendCsvStream(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): FastifyReply {
  async function* text() {
    yield stringify([[...columns]], options);
    // One string per batch: a chunk per row would cost a stream write per row.
    for await (const rows of batches) if (rows.length) yield stringify(rows as string[][], options);
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(text(), { objectMode: false }));
}
