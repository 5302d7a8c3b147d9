import type { SignInEvent } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { listSignInEvents } from './sign-in-history.repo.js';
import { describeUserAgent } from './user-agent.js';

export interface ListSignInsOptions {
  memberId: string;
  limit?: number;
}

/** The member's sign-in history, newest first: time, address, browser, and why a failure failed. */
export async function listSignIns(
  ctx: Pick<AppContext, 'db'>,
  { memberId, limit = 50 }: ListSignInsOptions,
): Promise<SignInEvent[]> {
  const rows = await listSignInEvents(ctx.db, memberId, limit);
  return rows.map((row) => {
    const { device, browser } = describeUserAgent(row.user_agent);
    return {
      id: String(row.id),
      at: new Date(row.created_at).toISOString(),
      ipAddress: row.ip_address,
      browser,
      device,
      success: row.success,
      reason: row.reason,
    };
  });
}
