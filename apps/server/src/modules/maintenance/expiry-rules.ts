import { type RawBuilder, sql } from 'kysely';
import type { Config } from '../../platform/config.js';

/** Rows of `table` that match `expired` are dead and may be deleted. */
export interface ExpiryRule {
  table: string;
  expired: RawBuilder<unknown>;
}

/**
 * Everything the cleanup job deletes, one line per table. A new kind of expiring row is one
 * more line here (e.g. `{ table: 'idempotency_key', expired: sql\`expires_at < now()\` }`).
 */
export function expiryRules(config: Config): ExpiryRule[] {
  const absoluteHours = config.SESSION_ABSOLUTE_HOURS;
  return [
    // Idle-expired, or past the absolute lifetime that session.ts enforces.
    {
      table: 'session',
      expired: sql`"expiresAt" < now() or "createdAt" < now() - make_interval(hours => ${absoluteHours})`,
    },
    { table: 'verification', expired: sql`"expiresAt" < now()` },
    { table: 'rate_limit', expired: sql`reset_at < now()` },
    { table: 'impersonation_token', expired: sql`used_at is not null or expires_at < now()` },
    {
      table: 'job',
      expired: sql`(state = 'done' and finished_at < now() - interval '7 days')
      or (state = 'failed' and finished_at < now() - interval '30 days')`,
    },
    { table: 'mail_outbox', expired: sql`status = 'sent' and sent_at < now() - interval '30 days'` },
    // Stored answers of money requests: kept 24 hours (idempotency.ts), then a retry is a new request.
    { table: 'idempotency_key', expired: sql`expires_at < now()` },
    // Candles (modules/prices): 1m kept 7 days, 5m 30 days, 1h a year, 1d forever.
    {
      table: 'candle',
      expired: sql`(period = '1m' and open_time < now() - interval '7 days')
      or (period = '5m' and open_time < now() - interval '30 days')
      or (period = '1h' and open_time < now() - interval '365 days')`,
    },
  ];
}
