import type { SignInRequest } from '@member-area/shared';

/** The messages under the sign-in fields left empty; none when both are filled. */
export type SignInFieldErrors = Partial<Record<keyof SignInRequest, string>>;

// A plain check, not ZSignInRequest: zod would add a fifth to the first page's download. It
// only catches empty fields, so they are not sent (and not counted by the sign-in rate limit);
// the server still checks everything else. The messages are ZSignInRequest's own.
export function emptySignInFields(values: SignInRequest): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (values.login.trim() === '') errors.login = 'Enter your e-mail or user name';
  if (values.password === '') errors.password = 'Enter your password';
  return errors;
}
