import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Which X-Forwarded-For entries to believe: `false` (none: the socket address is the
 * client), a hop count (the number of proxies in front of the app: the address the
 * nearest of them saw is the client), or a comma list of the proxies' addresses / CIDR
 * ranges. `true` (believe the left-most entry, which the client writes itself) lets any
 * client pick its own address and walk past the rate limits, so it is refused.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .superRefine((v, issue) => {
    if (v === 'true') {
      issue.addIssue({
        code: 'custom',
        message:
          'true would believe any client-sent X-Forwarded-For; give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
      });
    } else if (!/^(false|\d{1,2})$/.test(v) && !v.split(',').every((a) => isIP(a.trim().split('/')[0] ?? '') !== 0)) {
      issue.addIssue({ code: 'custom', message: 'must be false, a hop count, or a comma list of proxy addresses' });
    }
  })
  .transform((v): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((a) => a.trim());
  });

/** Every environment variable the server reads; README's configuration table mirrors this. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  BRAND_NAME: z.string().min(1).default('Aurum Capital'),
  DATA_DIR: z.string().default('./data'),
  // Unset (or empty): the embedded PGlite. Anything else must be a PostgreSQL URL, refused at start otherwise.
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a PostgreSQL URL: postgres://user:password@host:5432/database')
      .optional(),
  ),
  // The PostgreSQL schema to use (created if missing): one database can hold several apps (the bench).
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain lower-case SQL name')
    .default('public'),
  REDIS_URL: z.string().optional(),
  LIVE_BUS: z.enum(['auto', 'memory', 'postgres', 'redis']).default('auto'),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  /** Where prices come from: the simulated market (default), or an exchange's feed. */
  PRICE_FEED: z.enum(['simulated', 'binance']).default('simulated'),
  /** The exchange's combined WebSocket stream (PRICE_FEED=binance); point it at a replay server in tests. */
  PRICE_FEED_URL: z.url().default('wss://stream.binance.com:9443/stream'),
  /** The exchange's REST API, whose klines fill the candle gap after a reconnect. */
  PRICE_FEED_REST_URL: z.url().default('https://api.binance.com'),
  /** The exchange's messages arriving within this window become one batch of ticks (PRICE_FEED=binance). */
  PRICE_FEED_BATCH_MS: z.coerce.number().int().min(1).max(5000).default(250),
  /** A symbol with no tick for this long is "Delayed" (orders on it are refused). */
  PRICE_DELAYED_AFTER_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Compute the simulated market's past candles (charts full on a fresh install); off in tests unless set. */
  PRICE_BACKFILL: bool.optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
  DEV_MAILBOX: bool.optional(),
  // The dev mailbox's secret; unset, a new one is made at every start and printed in the banner.
  DEV_MAILBOX_TOKEN: z.string().min(16).optional(),
  MAIL_FROM: z.string().default('Aurum Capital <no-reply@localhost>'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  FILES_DIR: z.string().optional(),
  // S3-compatible file storage instead of FILES_DIR: on when S3_BUCKET is set.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z.string().default(''),
  // The name of the support contact members chat with (applied at every start).
  /** The first operator's name, as queues, ledger and audit log show them (editable later). */
  ADMIN_NAME: z.string().trim().min(2).max(60).default('Operator'),
  SUPPORT_NAME: z.string().trim().min(1).max(60).default('Support Team'),
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  CHAT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  SIGN_IN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  TRUST_PROXY: ZTrustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // The daily profit's calendar day: a day runs from 00:00 to 24:00 in this IANA time zone.
  PROFIT_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone, e.g. UTC or Europe/Berlin'),
  // How often the profit job looks for days to pay (it catches up every missed day).
  PROFIT_JOB_EVERY_SECONDS: z.coerce.number().int().min(10).default(600),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'SITE_URL' | 'FILES_DIR'> {
  PUBLIC_URL: string;
  SITE_URL: string;
  FILES_DIR: string;
  isProduction: boolean;
  /**
   * The dev mailbox: DEV_MAILBOX, by default on only outside production without SMTP_URL,
   * and never in production. Even when on, it answers only requests carrying devMailboxToken.
   */
  devMailbox: boolean;
  /** The dev mailbox's secret (DEV_MAILBOX_TOKEN, or random per start): the banner prints a link with it. */
  devMailboxToken: string;
  /** PRICE_BACKFILL, by default on outside tests (a test that wants it sets it). */
  priceBackfill: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET) throw new Error('AUTH_SECRET is required in production');
  if (isProduction && e.DEV_MAILBOX) throw new Error('DEV_MAILBOX cannot be on in production');
  return {
    ...e,
    PUBLIC_URL: publicUrl,
    SITE_URL: e.SITE_URL ?? publicUrl,
    FILES_DIR: e.FILES_DIR ?? `${e.DATA_DIR}/files`,
    isProduction,
    devMailbox: e.DEV_MAILBOX ?? (!isProduction && !e.SMTP_URL),
    devMailboxToken: e.DEV_MAILBOX_TOKEN ?? randomBytes(24).toString('base64url'),
    priceBackfill: e.PRICE_BACKFILL ?? e.NODE_ENV !== 'test',
  };
}
