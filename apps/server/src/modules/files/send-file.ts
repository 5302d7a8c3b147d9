import type { FastifyReply } from 'fastify';
import type { StoredFile } from './files.js';

/**
 * Sends a private upload: never sniffed or run by the browser (nosniff, a sandboxing CSP), an
 * image shown inline, anything else (a PDF) downloaded. `cache`: the Cache-Control to send.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, cache: string) {
  const image = file.mime.startsWith('image/');
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', image ? 'inline; filename="image"' : 'attachment; filename="document.pdf"')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cache)
    .send(file.data);
}
