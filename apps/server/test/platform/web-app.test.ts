import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.js';

// A build as `vite build` leaves it: hashed assets with .br and .gz beside them.
const dist = mkdtempSync(join(tmpdir(), 'ma-dist-'));
const js = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(2000))};\n`);
const html = Buffer.from('<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/main-AbC123.js'), js);
writeFileSync(join(dist, 'assets/main-AbC123.js.br'), brotliCompressSync(js));
writeFileSync(join(dist, 'assets/main-AbC123.js.gz'), gzipSync(js));
writeFileSync(join(dist, 'index.html'), html);
writeFileSync(join(dist, 'color-mode.js'), 'document.documentElement.dataset.x = "1";\n');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.server.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset as brotli when the browser accepts it, cached for a year', async () => {
    const res = await get('/assets/main-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(js.length / 4);
    expect(res.rawPayload).toEqual(brotliCompressSync(js));
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/main-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(gzipSync(js));
    const plain = await get('/assets/main-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(js);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html revalidated on every visit, for the root and for any app path', async () => {
    for (const url of ['/', '/login', '/admin/members']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('revalidates the files outside assets/, whose names do not change', async () => {
    const res = await get('/color-mode.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('still answers unknown API paths with the error shape', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
