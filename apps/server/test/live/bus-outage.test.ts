import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBus, LiveEvent } from '../../src/platform/live/live-bus.js';
import { PgNotifyLiveBus } from '../../src/platform/live/pg-notify-bus.js';
import { RedisLiveBus } from '../../src/platform/live/redis-bus.js';
import { CuttableProxy } from '../cuttable-proxy.js';
import { onPostgres } from '../harness.js';

// A node's bus loses its database (or Redis) for a moment: what it publishes meanwhile, a
// sign-out among it, still reaches the other nodes once it is back, and the node keeps running.
const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL;
// Redis has one channel for every app on it (other tests' nodes too): this test's member is its own.
const member = `user:outage-${randomBytes(4).toString('hex')}` as const;
const signOut: LiveEvent = { channel: member, revoked: { allExcept: null } };
const balance: LiveEvent = { channel: member, message: { topic: 'balance', v: 7, data: { balance: '7.00' } } };

interface Case {
  bus: string;
  url: string;
  connect: (url: string, name: string) => Promise<LiveBus>;
}
const cases: Case[] = [
  { bus: 'postgres', url: pgUrl, connect: (url, schema) => PgNotifyLiveBus.connect(url, { schema }) },
];
if (redisUrl) cases.push({ bus: 'redis', url: redisUrl, connect: (url) => RedisLiveBus.connect(url) });

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

async function until(check: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not delivered in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!onPostgres).each(cases)('the $bus bus through an outage', ({ url, connect }) => {
  it('sends what it published while away once it is back', async () => {
    const target = new URL(url);
    const proxy = await CuttableProxy.start({ host: target.hostname, port: Number(target.port) });
    open.push(proxy);
    // The channel is the schema's (Redis: shared), so this test hears only itself.
    const name = `bus_outage_${randomBytes(4).toString('hex')}`;
    const away = await connect(proxy.through(url), name);
    const other = await connect(url, name);
    open.push(away, other);
    const heard: LiveEvent[] = [];
    other.subscribe((e) => {
      if (e.channel === member) heard.push(e);
    });

    away.send(balance);
    await until(() => heard.some((e) => 'message' in e));
    await proxy.cut();
    away.send(signOut);
    // Away longer than a client's own retries of one command.
    await new Promise((r) => setTimeout(r, 1500));
    expect(heard.some((e) => 'revoked' in e)).toBe(false);
    await proxy.restore();
    await until(() => heard.some((e) => 'revoked' in e));
    expect(heard.filter((e) => 'revoked' in e)).toEqual([signOut]);
  }, 20_000);
});
