import type { RegisterRequest, RegisterResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { betterAuthCode } from './better-auth-errors.js';
import { findUserByUserName, isEmailTaken } from './users.repo.js';

const taken = (fieldErrors: Record<string, string[]>) =>
  new AppError('CONFLICT', Object.values(fieldErrors)[0]?.[0] ?? 'Already taken', { fieldErrors });

/**
 * Creates an unverified member and mails the verification link. A referrer named by user
 * name is recorded when it exists; an unknown one is ignored (the page already said so).
 */
export async function register(
  ctx: Pick<AppContext, 'db' | 'auth'>,
  input: RegisterRequest,
  headers: Headers,
): Promise<RegisterResponse> {
  const [emailTaken, sameUserName] = await Promise.all([
    isEmailTaken(ctx.db, input.email),
    findUserByUserName(ctx.db, input.userName),
  ]);
  const fieldErrors: Record<string, string[]> = {};
  if (emailTaken) fieldErrors.email = ['This e-mail is already registered'];
  if (sameUserName) fieldErrors.userName = ['This user name is taken'];
  if (Object.keys(fieldErrors).length > 0) throw taken(fieldErrors);

  const referrer = input.referrer ? await findUserByUserName(ctx.db, input.referrer) : undefined;
  try {
    await ctx.auth.api.signUpEmail({
      headers,
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        username: input.userName,
        displayUsername: input.userName,
        firstName: input.firstName,
        lastName: input.lastName,
        currency: input.currency,
        ...(referrer && { referrerId: referrer.id }),
      },
    });
  } catch (err) {
    // Lost a race with a concurrent registration of the same name or address.
    const code = betterAuthCode(err);
    if (code === 'USERNAME_IS_ALREADY_TAKEN') throw taken({ userName: ['This user name is taken'] });
    if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      throw taken({ email: ['This e-mail is already registered'] });
    }
    throw err;
  }
  return { email: input.email, referrerRecorded: referrer !== undefined };
}
