import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Refuses a NUL character in any string of the query, the path parameters or a JSON body,
 * on every route, before the schemas run. PostgreSQL cannot store U+0000 in text, so
 * without this a NUL reached the database and came back as a 500; no field of ours ever
 * needs one.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook that returns at once for the common bodiless GET with no query or params.
  app.addHook('preValidation', (request, _reply, done) => {
    const { query, params, body } = request;
    if (body === undefined && isEmpty(query) && isEmpty(params)) return done();
    const sources = { query, params, body } as const;
    for (const [source, value] of Object.entries(sources)) {
      const path = nulPath(value);
      if (path !== undefined) {
        return done(nulRefused(path || source));
      }
    }
    done();
  });
}

/**
 * The same refusal for a text field the hook cannot see: one read from a multipart body by its
 * route (the hook runs before the parts are read).
 */
export function assertNoNul(field: string, text: string): void {
  if (text.includes('\u0000')) throw nulRefused(field);
}

function nulRefused(field: string): AppError {
  const message = 'This value contains a NUL character, which is not allowed.';
  return new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });
}

/** Nothing to scan: no value, or an object with no own keys. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  for (const _ in value) return false;
  return true;
}

/** The dotted path of the first string (or key) holding U+0000, '' for the root, else undefined. */
function nulPath(root: unknown): string | undefined {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}
