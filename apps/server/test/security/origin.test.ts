import { connect } from 'node:net';
import { LIVE_PATH } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Client, ORIGIN, signedInMember, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let baseUrl: string;
let member: Client;
beforeAll(async () => {
  app = await startTestApp();
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  member = (await signedInMember(app)).client;
});
afterAll(() => app.stop());

/** Sends bytes as written (no client normalises the request target) and returns the status. */
function rawStatus(requestTarget: string, headers: Record<string, string>, body: string): Promise<number> {
  const { port, hostname } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (d) => {
      answer += String(d);
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (m) {
        resolve(Number(m[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    const lines = [
      `PATCH ${requestTarget} HTTP/1.1`,
      `Host: ${new URL(baseUrl).host}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      'Connection: close',
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

const PROFILE_CHANGE = JSON.stringify({ firstName: 'Mallory', lastName: 'Evil', currency: 'USD' });

async function firstName(): Promise<string> {
  return (await member.get<{ firstName: string }>('/api/profile')).body.firstName;
}

describe('origin check on state-changing requests', () => {
  // ABSOLUTE stands for an absolute request target (`PATCH http://host/api/profile`).
  const spellings = [
    '/%61pi/profile',
    '/api/%70rofile',
    '/API/profile',
    'ABSOLUTE/api/profile',
    'ABSOLUTE/%61pi/profile',
  ];

  it.each(spellings)('refuses a foreign-origin write to %s and changes nothing', async (spelling) => {
    const target = spelling.replace('ABSOLUTE', baseUrl);
    const before = await firstName();
    const status = await rawStatus(
      target,
      { Origin: 'http://evil.example', Cookie: member.cookieHeader },
      PROFILE_CHANGE,
    );
    expect(status).toBe(403);
    expect(await firstName()).toBe(before);
  });

  it('still accepts our own origin with the percent-encoded spelling', async () => {
    const status = await rawStatus(
      '/%61pi/profile',
      { Origin: ORIGIN, Cookie: member.cookieHeader },
      JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', currency: 'USD' }),
    );
    expect(status).toBe(200);
    expect(await firstName()).toBe('Grace');
  });

  it('refuses a foreign Referer when no Origin is sent', async () => {
    const status = await rawStatus(
      '/api/profile',
      { Referer: 'http://evil.example/page', Cookie: member.cookieHeader },
      PROFILE_CHANGE,
    );
    expect(status).toBe(403);
  });
});

/** Opens the live channel with the member's cookie and the given Origin; resolves with the HTTP status. */
function upgradeStatus(origin: string | undefined): Promise<number> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    headers: { cookie: member.cookieHeader, ...(origin !== undefined && { origin }) },
  });
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      req.destroy(); // ws leaves a refused upgrade's socket open to whoever listens for it
    });
    // Accepted: wait for the snapshot before closing, so the server is done setting the socket up.
    ws.once('message', () => {
      ws.close();
      resolve(101);
    });
    ws.once('error', reject);
  });
}

describe('origin check on WebSocket upgrades (cross-site WebSocket hijacking)', () => {
  it.each([['http://evil.example'], ['null'], [undefined], ['http://localhost:3000.evil.example']])(
    'refuses an upgrade with the victim cookie and Origin %s',
    async (origin) => {
      expect(await upgradeStatus(origin)).toBe(403);
    },
  );

  it('accepts an upgrade from our own origin', async () => {
    expect(await upgradeStatus(ORIGIN)).toBe(101);
  });
});
