import type { IncomingHttpHeaders } from 'node:http';
import type { LoginAdminRequest } from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { memberDetail } from './member-detail.js';
import { hashSignInToken, invalidSignInLink } from './sign-in-link-token.js';

export interface OpenSignInLinkOptions {
  operatorId: string;
  link: LoginAdminRequest;
  headers: IncomingHttpHeaders;
}

/**
 * Opens the link: in the operator's own browser, consumes the token and swaps their session
 * for an impersonation session of the member (Better Auth keeps the operator's aside).
 */
export async function openSignInLink(
  ctx: Pick<AppContext, 'db' | 'auth' | 'bus'>,
  { operatorId, link, headers }: OpenSignInLinkOptions,
) {
  const tokenHash = hashSignInToken(link.token);
  // The checks and the consuming run in one transaction; Better Auth's session swap cannot join it.
  const member = await withTransaction(ctx, async (trx) => {
    const open = await trx
      .selectFrom('impersonation_token')
      .select('member_id')
      .where('token_hash', '=', tokenHash)
      .where('operator_id', '=', operatorId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (!open) throw invalidSignInLink();
    const found = await memberDetail({ db: trx }, open.member_id);
    // A link opened with the wrong user name is refused before it is used up, so a typo (or a
    // probe) does not burn the operator's link.
    if (found.userName.toLowerCase() !== link.userName.toLowerCase()) throw invalidSignInLink();
    const used = await trx
      .updateTable('impersonation_token')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('member_id')
      .executeTakeFirst();
    if (!used) throw invalidSignInLink(); // opened twice at once: only one wins
    return found;
  });

  const result = await ctx.auth.api.impersonateUser({
    body: { userId: member.uid },
    headers: fromNodeHeaders(headers),
    returnHeaders: true,
  });
  await recordAudit(ctx.db, {
    actorId: operatorId,
    action: 'member.impersonation.start',
    targetType: 'member',
    targetId: member.uid,
  });
  return { headers: result.headers, member };
}
