import type { LiveMessage } from '@member-area/shared';

/**
 * Where a live message goes: `everyone` reaches every signed-in member, `user:<id>` reaches
 * that member's open tabs. A `resync` event carries no state: receivers re-read it, and
 * its channel `*` means every channel (after a bus reconnect events may have been lost).
 */
export type LiveChannel = 'everyone' | `user:${string}`;

/** A message that carries no state, sent as it is (a sign-out). */
export type LiveSignal = Extract<LiveMessage, { topic: 'control' }>;

export type LiveEvent = { channel: LiveChannel; message: LiveMessage } | { channel: LiveChannel | '*'; resync: true };

export type LiveListener = (event: LiveEvent) => void;

/**
 * Published to after a transaction commits. Implementations fan out across app nodes;
 * a lost event is healed because every message carries full state and clients re-read
 * on reconnect.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  publish(channel: LiveChannel, message: LiveMessage): void;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Delivers to this node's listeners; the building block of the cross-node buses too. */
export class LocalFanout {
  readonly #listeners = new Set<LiveListener>();

  subscribe(listener: LiveListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  deliver(event: LiveEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}

export class MemoryLiveBus implements LiveBus {
  readonly kind = 'memory';
  readonly #local = new LocalFanout();
  publish(channel: LiveChannel, message: LiveMessage): void {
    this.#local.deliver({ channel, message });
  }
  subscribe(listener: LiveListener) {
    return this.#local.subscribe(listener);
  }
  async close() {}
}
