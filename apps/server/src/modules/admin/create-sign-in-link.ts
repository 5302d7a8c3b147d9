import { randomBytes } from 'node:crypto';
import { loginAdminPath, type SignInLinkResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { lockProfileRow } from '../profile/index.js';
import { memberDetail } from './member-detail.js';
import { hashSignInToken } from './sign-in-link-token.js';

const LINK_TTL_MS = 60_000;

export interface CreateSignInLinkOptions {
  operatorId: string;
  memberId: string;
}

/** An operator asks to sign in as a member: a link that works once, for one minute, for them only. */
export async function createSignInLink(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, memberId }: CreateSignInLinkOptions,
): Promise<SignInLinkResponse> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  return withTransaction(ctx, async (trx) => {
    // Inside, on a held row: a block or ban cannot land between this guard and the link.
    await lockProfileRow(trx, memberId);
    const member = await memberDetail({ db: trx }, memberId);
    if (member.userBlock || member.userStatus === 'banned') {
      throw new AppError('VALIDATION_FAILED', 'A blocked or banned member cannot be signed in to.');
    }
    await trx
      .insertInto('impersonation_token')
      .values({
        token_hash: hashSignInToken(token),
        member_id: memberId,
        operator_id: operatorId,
        expires_at: expiresAt,
      })
      .execute();
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'member.impersonation.link',
      targetType: 'member',
      targetId: memberId,
    });
    return { path: loginAdminPath(member.userName, token), expiresAt: expiresAt.toISOString() };
  });
}
