import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { impersonationRoutes } from './modules/admin/impersonation.routes.js';
import { createAuth } from './modules/auth/auth.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { registerImpersonationGuards } from './modules/auth/impersonation-guard.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { pricesRoutes } from './modules/prices/prices.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import type { Config } from './platform/config.js';
import { type Database, openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { AppError } from './platform/http/app-error.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { registerNoStore } from './platform/http/no-store.js';
import { registerOriginCheck } from './platform/http/origin-check.js';
import { pgRateLimitStore } from './platform/http/pg-rate-limit-store.js';
import { openLiveBus } from './platform/live/open-live-bus.js';
import { createMailer } from './platform/mail/mailer.js';
import { DiskFileStorage } from './platform/storage/file-storage.js';
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
}

/** Opens the database, migrates, seeds, and assembles the HTTP server with every module. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const server = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
  });
  const routes: RouteSummary[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite'),
    }));
  await migrateToLatest(database.db, database.schema);

  const db = database.db;
  const mailer = createMailer(config, db, server.log);
  const auth = createAuth({ db, config, mailer, secret: authSecret(config) });
  const bus = await openLiveBus(config, database, (err) => server.log.error({ err }, 'live bus error'));
  const ctx: AppContext = {
    config,
    database,
    db,
    auth,
    bus,
    mailer,
    files: new DiskFileStorage(config.FILES_DIR),
    log: server.log,
  };
  const seeded = await seed(ctx);

  await server.register(helmet, {
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

  await server.register(authRoutes(ctx));
  await server.register(settingsRoutes(ctx));
  await server.register(profileRoutes(ctx));
  await server.register(walletRoutes(ctx));
  await server.register(pricesRoutes(ctx));
  await server.register(liveRoutes(ctx));
  await server.register(adminRoutes(ctx));
  await server.register(impersonationRoutes(ctx));
  if (config.devMailbox) await server.register(devMailboxRoutes(ctx));
  await serveWebApp(server, config);

  return {
    server,
    ctx,
    seeded,
    routes,
    async close() {
      await server.close();
      await bus.close();
      if (!options.database) await database.close();
    },
  };
}

/** Serves the built web app; unknown non-API paths get index.html so the router can answer. */
async function serveWebApp(server: FastifyInstance, config: Config): Promise<void> {
  const dist = resolve(config.WEB_DIST ?? join(import.meta.dirname, '../../web/dist'));
  if (!existsSync(join(dist, 'index.html'))) return;
  await server.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  const indexHtml = readFileSync(join(dist, 'index.html'));
  server.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route GET ${request.url}` } });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
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
