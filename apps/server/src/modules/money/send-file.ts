import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../files/index.js';

/** Sends a private upload: never sniffed or run by the browser; a PDF is downloaded, an image shown. */
export function sendPrivateFile(reply: FastifyReply, file: StoredFile) {
  const inline = file.mime.startsWith('image/');
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', inline ? 'inline; filename="proof"' : 'attachment; filename="proof.pdf"')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
