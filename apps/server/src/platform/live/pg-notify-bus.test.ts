import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-bus.js';
import { packEnvelopes } from './pg-notify-bus.js';

const balance = (i: number): LiveEvent => ({
  channel: `user:member-${i}`,
  message: { topic: 'balance', v: i, data: { balance: `${i}.00` } },
});

describe('packEnvelopes', () => {
  it('packs events in order into envelopes under the NOTIFY payload limit, each one JSON', () => {
    const events = Array.from({ length: 500 }, (_, i) => balance(i));
    const payloads = packEnvelopes('node-1', events);
    expect(payloads.length).toBeGreaterThan(1);
    const unpacked = payloads.flatMap((p) => {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(7500);
      const envelope = JSON.parse(p) as { node: string; events: LiveEvent[] };
      expect(envelope.node).toBe('node-1');
      return envelope.events;
    });
    expect(unpacked).toEqual(events);
  });

  it('re-reads a message too large by its topic, and closes every socket for a revocation too large', () => {
    const huge: LiveEvent = {
      channel: 'user:a',
      message: { topic: 'balance', v: 1, data: { balance: 'x'.repeat(9000) } },
    };
    const many: LiveEvent = {
      channel: 'user:b',
      revoked: { sessionIds: Array.from({ length: 500 }, (_, i) => `s${i}`.padEnd(40, '0')) },
    };
    const signout: LiveEvent = {
      channel: 'user:c',
      message: { topic: 'control', v: 1, data: { action: 'signout', reason: 'x'.repeat(9000) } },
    };
    const [payload, ...rest] = packEnvelopes('n', [huge, many, signout, balance(1)]);
    expect(rest).toEqual([]);
    expect((JSON.parse(payload ?? '{}') as { events: LiveEvent[] }).events).toEqual([
      { channel: 'user:a', resync: true, topic: 'balance' },
      { channel: 'user:b', revoked: { allExcept: null } },
      // A sign-out too large still closes the member's sockets.
      { channel: 'user:c', revoked: { allExcept: null } },
      balance(1),
    ]);
  });
});
