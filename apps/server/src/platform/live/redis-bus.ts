import { randomUUID } from 'node:crypto';
import type { LiveMessage } from '@member-area/shared';
import { Redis } from 'ioredis';
import {
  type LiveBus,
  type LiveChannel,
  type LiveEvent,
  LocalFanout,
  UNSENT_RETRY_MS,
  UnsentEvents,
} from './live-bus.js';

const REDIS_CHANNEL = 'member-area:live';

/** Cross-node live bus on Redis pub/sub, for deployments that run Redis (REDIS_URL). */
export class RedisLiveBus implements LiveBus {
  readonly kind = 'redis';
  readonly #node = randomUUID();
  readonly #local = new LocalFanout();
  /** What a publish failed to send (Redis away past its retries): tried again, in order. */
  readonly #unsent = new UnsentEvents();
  #retry: NodeJS.Timeout | undefined;
  #closed = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {}

  static async connect(url: string, onError: (err: unknown) => void = () => {}): Promise<RedisLiveBus> {
    const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = new Redis(url, { lazyConnect: true });
    pub.on('error', onError);
    sub.on('error', onError);
    await Promise.all([pub.connect(), sub.connect()]);
    const bus = new RedisLiveBus(pub, sub);
    sub.on('message', (_channel: string, raw: string) => {
      const { node, event } = JSON.parse(raw) as { node: string; event: LiveEvent };
      if (node !== bus.#node) bus.#local.deliver(event);
    });
    // After a reconnect, events may have been missed: have every connection re-read.
    sub.on('ready', () => bus.#local.deliver({ channel: '*', resync: true }));
    // What waits to be sent again goes as soon as Redis is back, not at the next retry.
    pub.on('ready', () => bus.#sendKeptNow());
    await sub.subscribe(REDIS_CHANNEL);
    return bus;
  }

  publish(channel: LiveChannel, message: LiveMessage): void {
    this.send({ channel, message });
  }

  send(event: LiveEvent): void {
    this.#local.deliverSoon(event);
    // Behind what waits to be sent again, never ahead of it.
    if (this.#retry) this.#unsent.keep([event]);
    else this.#publish(event);
  }

  #publish(event: LiveEvent): void {
    // The connection's own errors are reported by its 'error' listener; here the event is kept.
    // One connection sends in order, so the rejections come in order too.
    this.pub.publish(REDIS_CHANNEL, JSON.stringify({ node: this.#node, event })).catch(() => {
      if (this.#closed) return;
      this.#unsent.keep([event]);
      this.#retry ??= setTimeout(() => this.#sendKeptNow(), UNSENT_RETRY_MS);
    });
  }

  /** What waits to be sent again (none while nothing failed), sent now, in order. */
  #sendKeptNow(): void {
    if (!this.#retry || this.#closed) return;
    clearTimeout(this.#retry);
    this.#retry = undefined;
    for (const kept of this.#unsent.take()) this.#publish(kept);
  }

  subscribe(listener: (event: LiveEvent) => void) {
    return this.#local.subscribe(listener);
  }

  async close() {
    this.#closed = true;
    clearTimeout(this.#retry);
    this.sub.disconnect();
    await this.pub.quit().catch(() => {});
  }
}
