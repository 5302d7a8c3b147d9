import type { LiveMessage } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { type LiveEvent, MemoryLiveBus } from './live-bus.js';

const balance = (b: string): LiveMessage => ({ topic: 'balance', v: 1, data: { balance: b } });

describe('in-process live delivery', () => {
  it('lets the publisher finish first, then delivers every event in order', async () => {
    const bus = new MemoryLiveBus();
    const seen: LiveEvent[] = [];
    bus.subscribe((e) => seen.push(e));

    bus.publish('user:u1', balance('1.00'));
    bus.publish('user:u1', balance('2.00'));
    bus.send({ channel: 'user:u1', revoked: { allExcept: null } });
    // The operator's request answers before the hub writes to a thousand sockets.
    expect(seen).toEqual([]);

    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([
      { channel: 'user:u1', message: balance('1.00') },
      { channel: 'user:u1', message: balance('2.00') },
      { channel: 'user:u1', revoked: { allExcept: null } },
    ]);
  });
});
