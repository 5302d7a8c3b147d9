import { randomBytes } from 'node:crypto';
import type { AppContext } from './app-context.js';
import { seedSettings } from './modules/settings/index.js';

export interface SeedResult {
  adminEmail: string;
  /** Set only when the operator was created now with a generated password: shown once. */
  generatedAdminPassword?: string;
}

const SUPPORT_EMAIL = 'support@member-area.invalid';

/** First start: the support contact, the first operator, and the settings record. Idempotent. */
export async function seed(ctx: Pick<AppContext, 'db' | 'auth' | 'config'>): Promise<SeedResult> {
  const support = await ensureUser(ctx, {
    email: SUPPORT_EMAIL,
    username: 'support',
    firstName: 'Support',
    lastName: 'Team',
    role: 'support',
    password: randomBytes(24).toString('base64url'),
  });
  await seedSettings(ctx.db, support.id);

  const password = ctx.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const admin = await ensureUser(ctx, {
    email: ctx.config.ADMIN_EMAIL.toLowerCase(),
    username: 'operator',
    firstName: 'Operator',
    lastName: 'Admin',
    role: 'admin',
    password,
  });
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
  role: 'admin' | 'support';
  password: string;
}

async function ensureUser(ctx: Pick<AppContext, 'db' | 'auth'>, u: SeedUser) {
  const existing = await ctx.db.selectFrom('user').select('id').where('email', '=', u.email).executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const auth = await ctx.auth.$context;
  const user = await auth.internalAdapter.createUser(
    {
      email: u.email,
      name: `${u.firstName} ${u.lastName}`,
      emailVerified: true,
      username: u.username,
      displayUsername: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      currency: 'USD',
      role: u.role,
    },
    { method: 'admin' },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await auth.password.hash(u.password),
  });
  return { id: user.id, created: true };
}
