import type { FastifyRouteSchemaDef, FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Copies a value down to the keys its schema declares; `undefined` when the value does not fit. */
type Projection = (value: unknown) => unknown;
const MISFIT = Symbol('misfit');

/**
 * The serializer of every response schema.
 * - strict (tests): fastify-type-provider-zod's, which parses each answer with its zod schema,
 *   so a handler that breaks its contract fails a test with a 500.
 * - otherwise: a schema made only of plain objects, arrays, nullables, optionals and scalar
 *   leaves is compiled once into a projection that keeps the declared keys (what zod's strip
 *   did: a field outside the contract never leaves the server) before JSON.stringify. Parsing
 *   our own, typed output again with zod was a visible share of an authenticated read. An
 *   answer that does not fit the shape, and every other schema (transforms, codecs, unions,
 *   records, dates...), still goes through zod.
 */
export function responseSerializerCompiler(strict: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route: FastifyRouteSchemaDef<z.ZodType>) => {
    const viaZod = zodSerializerCompiler(route);
    const project = strict ? null : projectionOf(route.schema);
    if (!project) return viaZod;
    return (data: unknown) => {
      const projected = project(data);
      return projected === MISFIT ? viaZod(data) : JSON.stringify(projected);
    };
  };
}

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

const SCALARS = new Set(['string', 'number', 'boolean', 'enum', 'literal']);

/** A projection for a plain schema, or null when the schema needs zod to serialize. */
function projectionOf(schema: unknown): Projection | null {
  const def = (schema as { _zod?: { def?: ZodDef } } | null)?._zod?.def;
  if (!def) return null;
  if (SCALARS.has(def.type)) {
    const allowsNull = def.type === 'literal';
    return (value) => (isScalar(value) || (allowsNull && value === null) ? value : MISFIT);
  }
  if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
    const inner = projectionOf(def.innerType);
    const empty = def.type === 'nullable' ? null : undefined;
    return inner && ((value) => (value === empty ? value : inner(value)));
  }
  if (def.type === 'array' && def.element) {
    const element = projectionOf(def.element);
    return (
      element &&
      ((value) => {
        if (!Array.isArray(value)) return MISFIT;
        const out: unknown[] = [];
        for (const item of value) {
          const projected = element(item);
          if (projected === MISFIT) return MISFIT;
          out.push(projected);
        }
        return out;
      })
    );
  }
  // A plain (stripping) object only: strict and loose objects have a catchall zod must apply.
  if (def.type === 'object' && def.shape && def.catchall === undefined) {
    const fields: [string, Projection][] = [];
    for (const [key, child] of Object.entries(def.shape)) {
      const projection = projectionOf(child);
      if (!projection) return null;
      fields.push([key, projection]);
    }
    return (value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return MISFIT;
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, projection] of fields) {
        const projected = projection(source[key]);
        if (projected === MISFIT) return MISFIT;
        if (projected !== undefined) out[key] = projected;
      }
      return out;
    };
  }
  return null;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
