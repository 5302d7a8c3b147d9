import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contractRoutes } from '../contract.js';
import type { RouteSpec } from './define-route.js';

// Rules for what every route accepts, checked over the whole contract so a route added later is
// covered without being listed here. An outside tester found both broken once: a package's
// address saved at any length (the member routes then refused it), and a number of days given as
// `true` or `[9]` read as 1 and 9 (a coerced number in a JSON body).

interface Found {
  path: string;
  schema: z.ZodType;
}

/** Every schema inside `schema`, with where it sits (`body.slug`, `body.referralRates[]`). */
function walk(schema: z.ZodType, path: string, out: Found[] = []): Found[] {
  out.push({ path, schema });
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => {
    const child = def[key] as z.ZodType | undefined;
    if (child?._zod) walk(child, at, out);
  };
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>))
        walk(child, `${path}.${key}`, out);
      break;
    case 'array':
      inner('element', `${path}[]`);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, path, out);
      break;
    case 'intersection':
      inner('left');
      inner('right');
      break;
    case 'record':
      inner('valueType', `${path}{}`);
      break;
    case 'pipe':
      // What the request sends meets `in`; `out` only sees what `in` let through.
      inner('in');
      break;
    default:
      for (const key of ['innerType', 'schema']) inner(key);
  }
  return out;
}

type Check = { _zod: { def: { check: string; format?: string; pattern?: RegExp } } };

/**
 * A text with a maximum length, one that must match a pattern of bounded length (anchored, no
 * `+`, `*` or open `{n,}`: an amount, a UUID), or one a check of its own reads whole (a day).
 */
function isBounded(schema: z.ZodString): boolean {
  if (schema.maxLength !== null) return true;
  // A format (z.uuid()) carries its pattern on the schema itself.
  const own = schema._zod.def as { checks?: Check[]; pattern?: RegExp };
  const checks = [{ check: 'format', pattern: own.pattern }, ...(own.checks ?? []).map((c) => c._zod.def)];
  return checks.some(
    ({ check, pattern }) =>
      check === 'custom' ||
      (pattern?.source.startsWith('^') && pattern.source.endsWith('$') && !/(?<!\\)[+*]|\{\d+,\}/.test(pattern.source)),
  );
}

const parts = (route: RouteSpec) =>
  (['params', 'query', 'body'] as const).flatMap((part) => (route[part] ? walk(route[part], part) : []));
const name = (route: RouteSpec) => `${route.method} ${route.path}`;

describe('what the routes accept', () => {
  it('a JSON body takes numbers and booleans as they are sent: nothing in it is coerced', () => {
    const coerced = contractRoutes().flatMap((route) =>
      (route.body ? walk(route.body, 'body') : [])
        .filter(({ schema }) => (schema._zod.def as { coerce?: boolean }).coerce === true)
        .map(({ path }) => `${name(route)} ${path}`),
    );
    expect(coerced).toEqual([]);
  });

  it("every text a route takes has a longest length, its own or its pattern's", () => {
    const unbounded = contractRoutes().flatMap((route) =>
      parts(route)
        .filter(({ schema }) => schema._zod.def.type === 'string' && !isBounded(schema as z.ZodString))
        .map(({ path }) => `${name(route)} ${path}`),
    );
    expect(unbounded).toEqual([]);
  });
});
