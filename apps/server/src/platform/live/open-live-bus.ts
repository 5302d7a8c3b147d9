import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { type LiveBus, MemoryLiveBus } from './live-bus.js';
import { PgNotifyLiveBus } from './pg-notify-bus.js';
import { RedisLiveBus } from './redis-bus.js';

/** memory on one node (PGlite); Redis when REDIS_URL is set; else batched NOTIFY on PostgreSQL. */
export async function openLiveBus(
  config: Config,
  database: Database,
  onError: (err: unknown) => void,
): Promise<LiveBus> {
  const choice =
    config.LIVE_BUS !== 'auto'
      ? config.LIVE_BUS
      : config.REDIS_URL
        ? 'redis'
        : database.kind === 'postgres'
          ? 'postgres'
          : 'memory';
  if (choice === 'redis') {
    if (!config.REDIS_URL) throw new Error('LIVE_BUS=redis needs REDIS_URL');
    return RedisLiveBus.connect(config.REDIS_URL, onError);
  }
  if (choice === 'postgres') {
    if (!database.url) throw new Error('LIVE_BUS=postgres needs DATABASE_URL');
    return PgNotifyLiveBus.connect(database.url, { schema: database.schema, onError });
  }
  return new MemoryLiveBus();
}
