import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/platform/http/response-serializer.js';

// The serializer on a real Fastify server (the app itself always runs it strict under test).
const ZItem = z.object({
  id: z.string(),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  note: z.string().nullable(),
  tags: z.array(z.object({ name: z.string() })),
  kind: z.enum(['a', 'b']),
  extra: z.number().optional(),
});

let server: FastifyInstance | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(strict: boolean, schema: z.ZodType, answer: unknown) {
  server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(responseSerializerCompiler(strict));
  server.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
  const res = await server.inject({ method: 'GET', url: '/x' });
  return { status: res.statusCode, body: res.body };
}

const good = { id: 'u1', amount: '1.00', note: null, tags: [{ name: 't' }], kind: 'a' };

describe('response serializer', () => {
  it('keeps only the declared keys, nested too, as zod did', async () => {
    const leaky = { ...good, secret: 's', tags: [{ name: 't', hidden: 1 }] };
    for (const strict of [false, true]) {
      const res = await serve(strict, ZItem, leaky);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual(good);
    }
  });

  it('answers 500 when a required field is missing or of the wrong kind, strict or not', async () => {
    for (const strict of [false, true]) {
      expect((await serve(strict, ZItem, { ...good, id: undefined })).status).toBe(500);
      expect((await serve(strict, ZItem, { ...good, tags: 'no' })).status).toBe(500);
      expect((await serve(strict, ZItem, { ...good, note: { a: 1 } })).status).toBe(500);
    }
  });

  it('validates every value under test, so a handler that breaks its contract fails there', async () => {
    const wrong = { ...good, amount: '1.5' };
    expect((await serve(true, ZItem, wrong)).status).toBe(500);
    // Outside tests the value is our own typed output and is not parsed again.
    expect((await serve(false, ZItem, wrong)).status).toBe(200);
  });

  it('leaves schemas it cannot project to zod (a codec still encodes)', async () => {
    const ZCodec = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (s) => new Date(s),
        encode: (d) => d.toISOString(),
      }),
    });
    const res = await serve(false, ZCodec, { at: new Date('2026-01-02T03:04:05.000Z') });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });
});
