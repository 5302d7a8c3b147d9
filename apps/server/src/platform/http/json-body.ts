import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** No body of ours nests deeper than a few levels; 32 leaves room and bounds every walk over it. */
export const MAX_JSON_DEPTH = 32;

/**
 * Replaces Fastify's application/json parser once for every route: a body nested deeper than
 * MAX_JSON_DEPTH is refused with 400 before JSON.parse builds it, so nothing after the parser
 * (guards, hashing, schemas) ever walks an unbounded tree. The size limit stays Fastify's
 * bodyLimit (413); prototype poisoning is refused as Fastify's own parser does.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      const message = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
      return done(new AppError('VALIDATION_FAILED', message, { maxDepth: MAX_JSON_DEPTH }), undefined);
    }
    void parse(request, text, done); // the default parser answers through done
  });
}

/** The deepest nesting of objects and arrays in JSON text, brackets inside strings not counted. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}
