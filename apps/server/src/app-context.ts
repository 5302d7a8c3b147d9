import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Auth } from './modules/auth/index.js';
import type { PriceFeed } from './modules/prices/index.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import type { DB } from './platform/db/schema.js';
import type { JobRunner } from './platform/jobs/job-runner.js';
import type { LiveBus } from './platform/live/live-bus.js';
import type { AnyLiveTopic } from './platform/live/live-topics.js';
import type { FileStorage } from './platform/storage/file-storage.js';

/** What every module's routes receive: the app's long-lived parts, created once in app.ts. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  auth: Auth;
  /** Publishing happens only through withTransaction's afterCommit (lint-enforced). */
  bus: LiveBus;
  /** Every live topic the modules registered: what a connection carries and how to read it. */
  topics: readonly AnyLiveTopic[];
  /** The job queue of this node: define handlers, run due jobs (tests call runDue()). */
  jobs: JobRunner;
  files: FileStorage;
  /** The one source of prices (ticker, charts, trade execution) of this node. */
  prices: PriceFeed;
  log: FastifyBaseLogger;
  /** The app's clock (the profit day reads it); tests hand in a ManualClock. */
  clock: Clock;
}
