import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export interface SignInRecord {
  userId: string;
  ipAddress: string | null;
  userAgent: string | null;
  deviceKey: string;
  success: boolean;
  reason: string | null;
}

export async function recordSignIn(db: Kysely<DB>, r: SignInRecord): Promise<void> {
  await db
    .insertInto('sign_in_event')
    .values({
      user_id: r.userId,
      ip_address: r.ipAddress,
      user_agent: r.userAgent,
      device_key: r.deviceKey,
      success: r.success,
      reason: r.reason,
    })
    .execute();
}

/** The devices a member signed in from before (successful sign-ins only). */
export async function knownDeviceKeys(db: Kysely<DB>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sign_in_event')
    .select('device_key')
    .distinct()
    .where('user_id', '=', userId)
    .where('success', '=', true)
    .execute();
  return new Set(rows.map((r) => r.device_key));
}

export async function listSignInEvents(db: Kysely<DB>, userId: string, limit: number) {
  return db
    .selectFrom('sign_in_event')
    .select(['id', 'created_at', 'ip_address', 'user_agent', 'success', 'reason'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
