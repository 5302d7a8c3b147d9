import type { ActiveSession } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { liveSessionsOf } from './sessions.repo.js';
import { describeUserAgent } from './user-agent.js';

export interface ListSessionsOptions {
  memberId: string;
  currentSessionId: string;
}

/** The member's live sessions, the newest activity first; `lastSeen` is exact to the minute (the sliding refresh). */
export async function listSessions(
  ctx: Pick<AppContext, 'db'>,
  { memberId, currentSessionId }: ListSessionsOptions,
): Promise<ActiveSession[]> {
  const rows = await liveSessionsOf(ctx.db, memberId);
  return rows.map((row) => {
    const { device, browser } = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      device,
      browser,
      ipAddress: row.ipAddress,
      lastSeen: new Date(row.updatedAt).toISOString(),
      signedInAt: new Date(row.createdAt).toISOString(),
      current: row.id === currentSessionId,
      impersonation: row.impersonatedBy !== null,
    };
  });
}
