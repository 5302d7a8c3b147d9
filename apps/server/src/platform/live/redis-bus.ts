import { randomUUID } from 'node:crypto';
import type { LiveMessage } from '@member-area/shared';
import { Redis } from 'ioredis';
import { type LiveBus, type LiveChannel, type LiveEvent, LocalFanout } from './live-bus.js';

const REDIS_CHANNEL = 'member-area:live';

/** Cross-node live bus on Redis pub/sub, for deployments that run Redis (REDIS_URL). */
export class RedisLiveBus implements LiveBus {
  readonly kind = 'redis';
  readonly #node = randomUUID();
  readonly #local = new LocalFanout();

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
    await sub.subscribe(REDIS_CHANNEL);
    return bus;
  }

  publish(channel: LiveChannel, message: LiveMessage): void {
    this.send({ channel, message });
  }

  send(event: LiveEvent): void {
    this.#local.deliverSoon(event);
    this.pub.publish(REDIS_CHANNEL, JSON.stringify({ node: this.#node, event })).catch(() => {});
  }

  subscribe(listener: (event: LiveEvent) => void) {
    return this.#local.subscribe(listener);
  }

  async close() {
    this.sub.disconnect();
    await this.pub.quit().catch(() => {});
  }
}
