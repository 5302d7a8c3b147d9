import { randomBytes, randomUUID } from 'node:crypto';
import { type InviteOperatorRequest, isMemberRole, type Operator } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../platform/config.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { enqueueMail, type Mail } from '../../platform/mail/mailer.js';
import { recordAudit, wasAudited } from '../audit/index.js';
import { createAccount } from '../auth/index.js';
import { assertOperatorNameFree } from './operator-names.js';
import { readOperators } from './operators.repo.js';

/** How long an invitation's link works: a week, as the invitee may not read mail at once. */
const INVITE_DAYS = 7;

function inviteMail(config: Config, to: string, inviter: string, token: string): Mail {
  // The password-reset page sets the first password: the link is a reset link of the new account.
  const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `You are invited to the ${config.BRAND_NAME} back office`,
    text: `${inviter} invited you to operate ${config.BRAND_NAME}.\n\nChoose your password here:\n${link}\n\nThen sign in and turn on two-factor under Security: the back office opens once it is on.\nThe link is valid for ${INVITE_DAYS} days.`,
    link,
  };
}

/**
 * Makes the operator's account (verified: the mailed link proves the address) with a password
 * nobody knows, and mails a link to choose one; an operator removed before gets their account
 * back with the new role and the same link. The account must turn two-factor on before any
 * back-office route answers it. Audited with the inviter.
 */
export async function inviteOperator(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config' | 'bus'>,
  { operatorId, request }: { operatorId: string; request: InviteOperatorRequest },
): Promise<Operator> {
  // An operator who was removed keeps their account (the audit log names it): inviting them
  // again gives it back its role. Any other account under this e-mail (a member) stays as it is.
  const existing = await ctx.db
    .selectFrom('user')
    .select(['id', 'role'])
    .where('email', '=', request.email)
    .executeTakeFirst();
  const returning =
    existing !== undefined && isMemberRole(existing.role) && (await wasAudited(ctx.db, 'operator.remove', existing.id));
  if (existing && !returning) {
    const message = 'This e-mail already has an account.';
    throw new AppError('CONFLICT', message, { fieldErrors: { email: [message] } });
  }
  await assertOperatorNameFree(ctx.db, request.name, null);
  const [firstName = request.name, ...rest] = request.name.split(/\s+/);
  const id =
    existing?.id ??
    (
      await createAccount(ctx, {
        email: request.email,
        username: `operator_${randomBytes(6).toString('hex')}`,
        name: request.name,
        firstName,
        lastName: rest.join(' '),
        role: request.role,
        password: randomBytes(24).toString('base64url'),
      })
    ).id;
  const token = randomBytes(24).toString('base64url');
  await withTransaction(ctx, async (trx) => {
    await trx
      .updateTable('user')
      .set({ twoFactorRequired: true, role: request.role, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('verification')
      .values({
        id: randomUUID(),
        identifier: `reset-password:${token}`,
        value: id,
        expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
      })
      .execute();
    const inviter = await trx.selectFrom('user').select('name').where('id', '=', operatorId).executeTakeFirstOrThrow();
    await enqueueMail(trx, inviteMail(ctx.config, request.email, inviter.name, token));
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'operator.invite',
      targetType: 'operator',
      targetId: id,
      details: { email: request.email, role: request.role, ...(returning && { returning: true }) },
    });
  });
  const [operator] = await readOperators(ctx.db, operatorId, id);
  if (!operator) throw new Error('the invited operator vanished');
  return operator;
}
