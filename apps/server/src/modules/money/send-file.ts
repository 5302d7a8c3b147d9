import type { FastifyReply } from 'fastify';
import { type StoredFile, sendStoredFile } from '../files/index.js';

/** Sends a private upload (a proof): never sniffed or run by the browser, never cached; a PDF is downloaded. */
export function sendPrivateFile(reply: FastifyReply, file: StoredFile) {
  return sendStoredFile(reply, file, 'private, no-store');
}
