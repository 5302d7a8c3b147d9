import { randomBytes } from 'node:crypto';
import type { AppContext } from './app-context.js';
import { createAccount } from './modules/auth/index.js';
import { seedSettings } from './modules/settings/index.js';

export interface SeedResult {
  adminEmail: string;
  /** Set only when the operator was created now with a generated password: shown once. */
  generatedAdminPassword?: string;
}

const SUPPORT_EMAIL = 'support@member-area.invalid';

/**
 * The support contact, the operator of ADMIN_EMAIL, and the settings record. Idempotent,
 * also across configuration changes:
 * - a user with ADMIN_EMAIL already exists: nothing changes (an operator keeps their
 *   password; a member who registered that address is NOT promoted, only warned about);
 * - no user has it (first start, or ADMIN_EMAIL changed): a new operator is created, with a
 *   user name nobody can guess (`operator_` + random) so it never collides with an earlier
 *   one. Operators created for earlier addresses stay as they are.
 */
export async function seed(ctx: Pick<AppContext, 'db' | 'auth' | 'config' | 'log'>): Promise<SeedResult> {
  const support = await ensureUser(ctx, {
    email: SUPPORT_EMAIL,
    username: 'support',
    firstName: 'Support',
    lastName: 'Team',
    // A role of its own: `support` means a support operator (permissions.ts), not this contact.
    role: 'contact',
    password: randomBytes(24).toString('base64url'),
  });
  // The name follows the configuration on every start: members see it in the chat.
  await ctx.db.updateTable('user').set({ name: ctx.config.SUPPORT_NAME }).where('id', '=', support.id).execute();
  await seedSettings(ctx.db, support.id);

  const password = ctx.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const admin = await ensureUser(ctx, {
    email: ctx.config.ADMIN_EMAIL.toLowerCase(),
    username: `operator_${randomBytes(6).toString('hex')}`,
    firstName: 'Operator',
    lastName: 'Admin',
    role: 'admin',
    password,
  });
  // Named once, at creation: the operator may change it later in the back office's settings.
  if (admin.created) {
    await ctx.db.updateTable('user').set({ name: ctx.config.ADMIN_NAME }).where('id', '=', admin.id).execute();
  }
  if (!admin.created && admin.role !== 'admin') {
    ctx.log.warn(
      { email: ctx.config.ADMIN_EMAIL },
      'ADMIN_EMAIL belongs to an account that is not an operator; it was left as it is. Choose another address.',
    );
  }
  return {
    adminEmail: ctx.config.ADMIN_EMAIL,
    ...(admin.created && !ctx.config.ADMIN_PASSWORD && { generatedAdminPassword: password }),
  };
}

interface SeedUser {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'contact';
  password: string;
}

async function ensureUser(ctx: Pick<AppContext, 'db' | 'auth'>, u: SeedUser) {
  const existing = await ctx.db
    .selectFrom('user')
    .select(['id', 'role'])
    .where('email', '=', u.email)
    .executeTakeFirst();
  if (existing) return { id: existing.id, role: existing.role, created: false };
  const user = await createAccount(ctx, { ...u, name: `${u.firstName} ${u.lastName}` });
  return { id: user.id, role: u.role, created: true };
}
