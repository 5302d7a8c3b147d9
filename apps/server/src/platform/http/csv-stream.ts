import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** A cell a spreadsheet would run as a formula gets a leading quote (a negative number stays a number). */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
}

/**
 * Sends rows as a CSV download while they are read: `rows` is pulled only as fast as the client
 * takes the bytes (a database cursor, or batches read by key), so an export of any length holds
 * one batch in memory. Every cell is text, formula-safe, quoted when needed; lines end in CRLF.
 * A failure mid-way ends the response early (the download is incomplete, never silently short:
 * the connection is reset) and is logged.
 */
export function sendCsvStream(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: AsyncIterable<readonly string[]>,
): FastifyReply {
  const csv = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { string: formulaSafe },
  });
  pipeline(Readable.from(rows), csv).catch((err: unknown) => reply.log.error({ err }, 'CSV export failed'));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
