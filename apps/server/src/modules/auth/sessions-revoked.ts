import type { LiveBus } from '../../platform/live/live-bus.js';

export type SessionRevocation =
  | { userId: string; sessions: readonly string[] }
  | { userId: string; sessions: 'all' }
  | { userId: string; sessions: 'allExcept'; keep: string };

/**
 * Tells every node that sessions ended, so their live sockets close at once instead of at
 * the hub's next sweep. Call it after the session rows are gone (committed): a socket that
 * reconnects in between must find its session already ended.
 */
export function sessionsRevoked(bus: LiveBus, revocation: SessionRevocation): void {
  const { userId, sessions } = revocation;
  bus.send({
    channel: `user:${userId}`,
    revoked:
      sessions === 'all'
        ? { allExcept: null }
        : sessions === 'allExcept'
          ? { allExcept: 'keep' in revocation ? revocation.keep : null }
          : { sessionIds: [...sessions] },
  });
}
