import type { AppContext } from '../../app-context.js';
import { EvenPace } from '../../platform/http/even-pace.js';
import { endResetLinks } from './auth-links.repo.js';
import { findUserIdByLogin } from './users.repo.js';

/** An unknown address is answered no sooner than a member's typically is. */
const pace = new EvenPace(50);

export interface RequestPasswordResetOptions {
  email: string;
  headers: Headers;
}

/**
 * Mails a reset link if the address belongs to a member; answers the same either way.
 * Only the newest link works: asking again ends the links mailed before.
 */
export async function requestPasswordReset(
  ctx: Pick<AppContext, 'auth' | 'log' | 'db'>,
  { email, headers }: RequestPasswordResetOptions,
): Promise<void> {
  const start = performance.now();
  let member = false;
  try {
    const userId = await findUserIdByLogin(ctx.db, email);
    member = userId !== undefined;
    if (userId) await endResetLinks(ctx.db, userId);
    await ctx.auth.api.requestPasswordReset({ body: { email }, headers });
  } catch (err) {
    // Never tell the caller whether the address exists; a mail failure is ours to see.
    ctx.log.error({ err }, 'password reset request failed');
  }
  await pace.end(start, member);
}
