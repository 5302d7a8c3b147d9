import type { LiveMessage } from '@member-area/shared';
import type { TopicName } from './live-topics.js';

/**
 * Where a live message goes: `everyone` reaches every signed-in member, `operators` every
 * operator's tabs (the console's queues), `user:<id>` that member's open tabs. A `resync` event
 * carries no state: the nodes holding sockets on its channel re-read it (its `topic` alone when
 * it names one: a state too large for the bus), and its channel `*` means every channel (after a
 * bus reconnect events may have been lost).
 */
export type LiveChannel = 'everyone' | 'operators' | `user:${string}`;

/** A message that carries no state, sent as it is (a sign-out). */
export type LiveSignal = Extract<LiveMessage, { topic: 'control' }>;

/**
 * Sessions that ended (sign-out, password change or reset, block, ban): their live sockets
 * close at once on every node. `allExcept` keeps the sockets of one session (the one that
 * changed the password); `allExcept: null` closes them all.
 */
export type RevokedSessions = { sessionIds: string[] } | { allExcept: string | null };

export type LiveEvent =
  | { channel: LiveChannel; message: LiveMessage }
  | { channel: LiveChannel | '*'; resync: true; topic?: TopicName }
  | { channel: `user:${string}`; revoked: RevokedSessions };

export type LiveListener = (event: LiveEvent) => void;

/**
 * Published to after a transaction commits. Implementations fan out across app nodes;
 * a lost event is healed because every message carries full state and clients re-read
 * on reconnect.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  publish(channel: LiveChannel, message: LiveMessage): void;
  /** Sends any bus event, e.g. a session revocation, which carries no state for clients. */
  send(event: LiveEvent): void;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Events a cross-node bus failed to send, kept for its next attempt; past this, see keep(). */
const MAX_UNSENT = 2000;
/** A cross-node bus tries again this long after a failed send, with what it kept first. */
export const UNSENT_RETRY_MS = 1000;

/**
 * What a cross-node bus could not send (the database or Redis away), kept in order and sent
 * before anything newer: other nodes' tabs would miss it, a sign-out among it. Past MAX_UNSENT
 * the states are given up for one re-read of everything by every node's tabs, and the
 * revocations are all kept (a signed-out session's sockets must close; a re-read does not).
 */
export class UnsentEvents {
  #events: LiveEvent[] = [];

  /** Keeps `events` after those already kept. */
  keep(events: readonly LiveEvent[]): void {
    const kept = [...this.#events, ...events];
    this.#events = kept.length <= MAX_UNSENT ? kept : [...revocationsOnce(kept), { channel: '*', resync: true }];
  }

  take(): LiveEvent[] {
    const taken = this.#events;
    this.#events = [];
    return taken;
  }
}

/** The revocations among `events`, each once: their number is bounded by the sessions ended. */
function revocationsOnce(events: LiveEvent[]): LiveEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    if (!('revoked' in e)) return false;
    const key = JSON.stringify(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Delivers to this node's listeners; the building block of the cross-node buses too. */
export class LocalFanout {
  readonly #listeners = new Set<LiveListener>();
  #soon: LiveEvent[] = [];

  subscribe(listener: LiveListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  deliver(event: LiveEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  /**
   * Delivers on the next turn of the event loop, in order: a use case that publishes answers
   * its own request first, instead of waiting while the hub writes to a thousand sockets.
   */
  deliverSoon(event: LiveEvent): void {
    this.#soon.push(event);
    if (this.#soon.length > 1) return;
    setImmediate(() => {
      const events = this.#soon;
      this.#soon = [];
      for (const e of events) this.deliver(e);
    });
  }
}

export class MemoryLiveBus implements LiveBus {
  readonly kind = 'memory';
  readonly #local = new LocalFanout();
  publish(channel: LiveChannel, message: LiveMessage): void {
    this.send({ channel, message });
  }
  send(event: LiveEvent): void {
    this.#local.deliverSoon(event);
  }
  subscribe(listener: LiveListener) {
    return this.#local.subscribe(listener);
  }
  async close() {}
}
