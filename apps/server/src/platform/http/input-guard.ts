import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Refuses a NUL character in any string of the query, the path parameters or a JSON body,
 * on every route, before the schemas run. PostgreSQL cannot store U+0000 in text, so
 * without this a NUL reached the database and came back as a 500; no field of ours ever
 * needs one.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const sources = { query: request.query, params: request.params, body: request.body } as const;
    for (const [source, value] of Object.entries(sources)) {
      const path = nulPath(value);
      if (path !== undefined) {
        const field = path || source;
        const message = 'This value contains a NUL character, which is not allowed.';
        throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });
      }
    }
  });
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
