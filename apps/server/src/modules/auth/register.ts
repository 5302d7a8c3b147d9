import type { RegisterRequest, RegisterResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { EvenPace } from '../../platform/http/even-pace.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { registrationAttemptMail } from './auth-mails.js';
import { betterAuthCode } from './better-auth-errors.js';
import { findUserByUserName, isEmailTaken } from './users.repo.js';

/** A taken address answers no sooner than a new one typically does. */
const pace = new EvenPace(250);

const taken = (fieldErrors: Record<string, string[]>) =>
  new AppError('CONFLICT', Object.values(fieldErrors)[0]?.[0] ?? 'Already taken', { fieldErrors });

/**
 * Creates an unverified member and mails the verification link. A referrer named by user
 * name is recorded when it exists; an unknown one is ignored (the page already said so).
 *
 * An address that already has an account gets the very answer a new one gets, as late as a
 * new one typically gets it (EvenPace), so the form cannot tell who is a member; its owner is
 * mailed that someone tried. A taken user name is still said (user names are public: they
 * are the referral links).
 */
export async function register(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config'>,
  input: RegisterRequest,
  headers: Headers,
): Promise<RegisterResponse> {
  const [emailTaken, sameUserName] = await Promise.all([
    isEmailTaken(ctx.db, input.email),
    findUserByUserName(ctx.db, input.userName),
  ]);
  if (sameUserName) throw taken({ userName: ['This user name is taken'] });

  const referrer = input.referrer ? await findUserByUserName(ctx.db, input.referrer) : undefined;
  const answer = { email: input.email, referrerRecorded: referrer !== undefined };
  if (emailTaken) return pace.answer(false, () => alreadyRegistered(ctx, input, answer));
  return pace.answer(true, () => createMember(ctx, input, headers, referrer?.id, answer));
}

async function createMember(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config'>,
  input: RegisterRequest,
  headers: Headers,
  referrerId: string | undefined,
  answer: RegisterResponse,
): Promise<RegisterResponse> {
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
        ...(referrerId && { referrerId }),
      },
    });
  } catch (err) {
    // Lost a race with a concurrent registration of the same name or address.
    const code = betterAuthCode(err);
    if (code === 'USERNAME_IS_ALREADY_TAKEN') throw taken({ userName: ['This user name is taken'] });
    if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return alreadyRegistered(ctx, input, answer);
    }
    throw err;
  }
  return answer;
}

/** The taken address's answer: the body of a new one, a password hash, and a mail to its owner. */
async function alreadyRegistered(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config'>,
  input: RegisterRequest,
  answer: RegisterResponse,
): Promise<RegisterResponse> {
  const auth = await ctx.auth.$context;
  await auth.password.hash(input.password);
  await enqueueMail(ctx.db, registrationAttemptMail(ctx.config, input.email));
  return answer;
}
