import { createHash } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.js';

/** Only the hash of a sign-in link's token is stored, so a database read cannot replay it. */
export const hashSignInToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The one answer to a link that does not work, whoever tries it and whatever is wrong with it. */
export const invalidSignInLink = () =>
  new AppError('INVALID_TOKEN', 'This sign-in link is invalid, expired or already used.');
