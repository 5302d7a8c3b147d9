import type { Role } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';

export interface NewAccount {
  email: string;
  username: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  password: string;
}

/**
 * A verified account with a password, made through Better Auth's adapter (its user and
 * credential rows): the seeded operator and contact, and invited operators.
 */
export async function createAccount(ctx: Pick<AppContext, 'auth'>, u: NewAccount): Promise<{ id: string }> {
  const auth = await ctx.auth.$context;
  const user = await auth.internalAdapter.createUser(
    {
      email: u.email,
      name: u.name,
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
  return { id: user.id };
}
