import type { ErrorCode } from '@member-area/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError, STATUS_OF } from './app-error.js';

/**
 * What the multipart parser (busboy) throws for a body that is not valid multipart: no or
 * an unusable boundary, or a body that ends mid-part. They carry no status, so they would
 * otherwise surface as 500 on every upload route.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle (cannot|has to))/;

/**
 * PostgreSQL's data exceptions that only a request's value causes: a number out of range
 * (22003), text that is not the column's type (22P02), bytes that are no character (22021),
 * a date out of range or malformed (22008, 22007). The schemas should stop such a value first;
 * one that slips through is a bad request, not our failure: 400, and a warning to fix the schema.
 */
const REFUSED_VALUE = new Set(['22003', '22P02', '22021', '22008', '22007']);

function body(code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

/** Answers every failure as `{ error: { code, message, details? } }` with a 4xx/5xx status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(STATUS_OF[err.code]).send(body(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
      }
      const first = Object.values(fieldErrors)[0]?.[0];
      return reply.status(400).send(body('VALIDATION_FAILED', first ?? 'Some fields need attention', { fieldErrors }));
    }
    if (err.statusCode === undefined && MALFORMED_MULTIPART.test(err.message)) {
      return reply.status(400).send(body('VALIDATION_FAILED', 'The upload is malformed or incomplete. Send it again.'));
    }
    if (err.statusCode === undefined && REFUSED_VALUE.has(String(err.code))) {
      request.log.warn({ err }, 'the database refused a value of the request: tighten its schema');
      return reply.status(400).send(body('VALIDATION_FAILED', 'A value in this request is malformed or out of range.'));
    }
    if (err.statusCode === undefined && isUniqueViolation(err)) {
      // Two requests wrote the same unique value at once, past a check each made before: the
      // database kept one. The use case should say it in its own words (a warning to add them).
      request.log.warn({ err }, 'a unique value was written twice at once: say it in the use case');
      return reply
        .status(409)
        .send(body('CONFLICT', 'Another request changed this at the same moment. Reload and try again.'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('RATE_LIMITED', err.message || 'Too many attempts. Try again later.'));
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The upload is too large.'));
    }
    if (status === 415) return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', err.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('VALIDATION_FAILED', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
