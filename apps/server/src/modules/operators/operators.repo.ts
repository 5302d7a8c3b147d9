import { OPERATOR_ROLE_NAMES, type Operator, type OperatorRole, whoName } from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** Every operator, or one, with their newest successful sign-in (one indexed probe each). */
export async function readOperators(db: Kysely<DB>, viewerId: string, only?: string): Promise<Operator[]> {
  let q = db
    .selectFrom('user')
    .select((eb) => [
      'user.id',
      'user.name',
      'user.username',
      'user.email',
      'user.role',
      'user.twoFactorEnabled',
      'user.twoFactorRequired',
      eb
        .selectFrom('sign_in_event')
        .select('sign_in_event.created_at')
        .whereRef('sign_in_event.user_id', '=', 'user.id')
        .where('sign_in_event.success', '=', true)
        .orderBy('sign_in_event.created_at', 'desc')
        .limit(1)
        .as('last_sign_in'),
    ])
    .where('user.role', 'in', [...OPERATOR_ROLE_NAMES]);
  if (only) q = q.where('user.id', '=', only);
  const rows = await q.orderBy('user.createdAt').execute();
  return rows.map((r) => ({
    id: r.id,
    name: whoName({ name: r.name, username: r.username, role: r.role }),
    email: r.email,
    role: r.role as OperatorRole,
    twoFactorEnabled: Boolean(r.twoFactorEnabled),
    twoFactorRequired: r.twoFactorRequired,
    lastSignInAt: r.last_sign_in ? new Date(r.last_sign_in).toISOString() : null,
    you: r.id === viewerId,
  }));
}

/**
 * Locks every admin row, in id order, for the rest of the transaction and counts them: two
 * admins demoting each other at once are decided one after the other, so one admin always stays.
 */
export async function lockAdmins(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('user').select('id').where('role', '=', 'admin').orderBy('id').forUpdate().execute();
  return rows.map((r) => r.id);
}
