import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { APP_MODULES } from './app-modules.js';
import { createAuth, registerImpersonationGuards } from './modules/auth/index.js';
import { openPriceFeed, type PriceFeed } from './modules/prices/index.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { type Database, openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { detachedRefreshesSettled } from './platform/db/transaction.js';
import { AppError } from './platform/http/app-error.js';
import { registerClientIpHeader } from './platform/http/client-ip.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { registerJsonBodyParser } from './platform/http/json-body.js';
import { loggingOptions } from './platform/http/logging.js';
import { registerNoStore } from './platform/http/no-store.js';
import { registerOriginCheck } from './platform/http/origin-check.js';
import { pgRateLimitStore } from './platform/http/pg-rate-limit-store.js';
import { responseSerializerCompiler } from './platform/http/response-serializer.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { serveWebApp } from './platform/http/web-app.js';
import { JobRunner } from './platform/jobs/job-runner.js';
import { openLiveBus } from './platform/live/open-live-bus.js';
import { mailDeliveryJob } from './platform/mail/mail-delivery.js';
import { DiskFileStorage } from './platform/storage/file-storage.js';
import { S3FileStorage, s3SettingsOf } from './platform/storage/s3-file-storage.js';
import { registerRoutes } from './register-routes.js';
import { type SeedResult, seed } from './seed.js';

export interface App {
  server: FastifyInstance;
  ctx: AppContext;
  seeded: SeedResult;
  /** Every route registered, as `{ method, url }` (tests walk them all). */
  routes: readonly RouteSummary[];
  close(): Promise<void>;
}

export interface RouteSummary {
  method: string;
  url: string;
}

export interface BuildOptions {
  /** A database opened by the caller (tests); otherwise opened from the config. */
  database?: Database;
  /** Log to stdout (the server binary) or not at all (tests). */
  logger?: boolean;
  /** A price feed given by the caller (tests drive a `ManualFeed`); otherwise `PRICE_FEED`'s. */
  prices?: PriceFeed;
  /** The clock the daily profit reads; tests move it by days. */
  clock?: Clock;
}

/** Opens the database, migrates, seeds, and assembles the HTTP server with every module. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const server = Fastify({
    ...loggingOptions(config, options.logger !== false),
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
  });
  const routes: RouteSummary[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  server.setValidatorCompiler(validatorCompiler);
  // Tests parse every answer with its zod schema; elsewhere plain schemas only project (see there).
  server.setSerializerCompiler(responseSerializerCompiler(config.NODE_ENV === 'test'));

  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      schema: config.DATABASE_URL ? config.DATABASE_SCHEMA : undefined,
      dataDir: config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite'),
      onConnectionError: (err) => server.log.warn({ err }, 'a database connection broke: the next query opens another'),
    }));
  await migrateToLatest(database.db, database.schema);

  const db = database.db;
  const jobs = new JobRunner(db, { log: server.log }).define(mailDeliveryJob(config, db, server.log));
  const auth = createAuth({ db, config, secret: authSecret(config), log: server.log });
  const bus = await openLiveBus(config, database, (err) => server.log.error({ err }, 'live bus error'));
  const ctx: AppContext = {
    config,
    database,
    db,
    auth,
    bus,
    topics: [],
    jobs,
    files: openFileStorage(config),
    prices: options.prices ?? openPriceFeed(config, (err) => server.log.error({ err }, 'price listener failed')),
    log: server.log,
    clock: options.clock ?? systemClock,
  };
  const modules = APP_MODULES.filter((module) => module.enabled?.(ctx) ?? true);
  ctx.topics = modules.flatMap((module) => module.topics ?? []);
  const seeded = await seed(ctx);
  for (const module of modules) {
    const { define = [], every = [] } = module.jobs?.(ctx) ?? {};
    for (const job of define) jobs.define(job);
    for (const recurring of every) jobs.every(recurring);
  }

  await registerSecurityHeaders(server, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"], // MUI (emotion) injects styles at run time
        connectSrc: ["'self'"],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
  });
  registerErrorHandler(server);
  registerOriginCheck(server, [config.PUBLIC_URL]);
  registerJsonBodyParser(server);
  registerClientIpHeader(server);
  registerInputGuard(server);
  registerNoStore(server);
  registerImpersonationGuards(server, ctx);
  await server.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(db),
    errorResponseBuilder: (_request, limit) =>
      new AppError('RATE_LIMITED', `Too many attempts. Try again in ${limit.after}.`),
  });
  await server.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await server.register(websocket, { options: { maxPayload: 4096 } });
  await server.register(swagger, {
    openapi: { info: { title: `${config.BRAND_NAME} member area API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await server.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const module of modules) {
    if (module.routes) registerRoutes(server, ctx, module.name, module.routes);
    if (module.plugin) await server.register(module.plugin(ctx));
  }
  // JOBS_POLL_MS=0: this node runs no jobs (tests run them with ctx.jobs.runDue()).
  if (config.JOBS_POLL_MS > 0) jobs.start(config.JOBS_POLL_MS);
  await serveWebApp(server, resolve(config.WEB_DIST ?? join(import.meta.dirname, '../../web/dist')));

  return {
    server,
    ctx,
    seeded,
    routes,
    async close() {
      await jobs.stop();
      await server.close();
      // A change that committed just before may still be refreshing a shared state.
      await detachedRefreshesSettled(db);
      await ctx.prices.close();
      await bus.close();
      if (!options.database) await database.close();
    },
  };
}

/** Files on S3-compatible storage when S3_BUCKET is set, else on local disk under FILES_DIR. */
function openFileStorage(config: Config) {
  const s3 = s3SettingsOf(config);
  return s3 ? new S3FileStorage(s3) : new DiskFileStorage(config.FILES_DIR);
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest N hops". */
function trustProxy(setting: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** AUTH_SECRET, or on a developer machine one generated once and kept in DATA_DIR. */
function authSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
