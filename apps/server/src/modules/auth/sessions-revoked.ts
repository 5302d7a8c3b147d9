import type { LiveEvent } from '../../platform/live/live-bus.js';

export type SessionRevocation =
  | { userId: string; sessions: readonly string[] }
  | { userId: string; sessions: 'all' }
  | { userId: string; sessions: 'allExcept'; keep: string };

/**
 * Tells every node that sessions ended, so their live sockets close at once instead of at
 * the hub's next sweep. Only once the session rows are gone (committed): a socket that
 * reconnects in between must find its session already ended. Inside a transaction, pass its
 * `afterCommit`; after Better Auth has deleted them (its own commit), pass `ctx.bus`.
 */
export function sessionsRevoked(target: { send(event: LiveEvent): void }, revocation: SessionRevocation): void {
  const { userId, sessions } = revocation;
  target.send({
    channel: `user:${userId}`,
    revoked:
      sessions === 'all'
        ? { allExcept: null }
        : sessions === 'allExcept'
          ? { allExcept: 'keep' in revocation ? revocation.keep : null }
          : { sessionIds: [...sessions] },
  });
}
