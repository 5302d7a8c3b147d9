import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

// Which mailed links may still be used. Verification links are Better Auth JWTs (stateless),
// so we keep the hash of each one mailed; reset links are Better Auth rows in `verification`
// (`reset-password:<token>` → user id), of which it deletes only the one used.

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const RESET_PREFIX = 'reset-password:';

export async function recordVerificationLink(db: Kysely<DB>, userId: string, token: string): Promise<void> {
  await db
    .insertInto('email_verification_token')
    .values({ token_hash: hash(token), user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The user a verification link was mailed to, while it is open (not revoked, not used). */
export async function verificationLinkOwner(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('email_verification_token')
    .select('user_id')
    .where('token_hash', '=', hash(token))
    .executeTakeFirst();
  return row?.user_id;
}

export async function endVerificationLinks(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('email_verification_token').where('user_id', '=', userId).execute();
}

/** The user a reset link belongs to, while it is open. */
export async function resetLinkOwner(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('verification')
    .select('value')
    .where('identifier', '=', `${RESET_PREFIX}${token}`)
    .executeTakeFirst();
  return row?.value;
}

/** Ends every open password-reset link of the user. */
export async function endResetLinks(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', `${RESET_PREFIX}%`)
    .where('value', '=', userId)
    .execute();
}
