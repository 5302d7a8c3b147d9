import {
  authApi,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type ResendVerificationRequest,
  type ResetPasswordRequest,
} from '@member-area/shared';
import { call } from '../../api/call';

// The first page's sign-in and session reads stay in sign-in-api.ts and useSession.ts, by their
// plain paths: this file (the contract's schemas) never loads with /login.

export const signOut = () => call(authApi.signOut);

export const register = (body: RegisterRequest) => call(authApi.register, { body });

export const lookUpReferrer = (userName: string, signal?: AbortSignal) =>
  call(authApi.referrer, { params: { userName }, signal });

export const resendVerification = (body: ResendVerificationRequest) => call(authApi.resendVerification, { body });

export const verifyEmail = (token: string) => call(authApi.verifyEmail, { body: { token } });

export const forgotPassword = (body: ForgotPasswordRequest) => call(authApi.forgotPassword, { body });

export const resetPassword = (body: ResetPasswordRequest) => call(authApi.resetPassword, { body });

export const changePassword = (body: ChangePasswordRequest) => call(authApi.changePassword, { body });

/** Opens an operator's single-use "sign in as member" link (/login-admin/:username/:pass). */
export const openSignInLink = (userName: string, token: string) =>
  call(authApi.loginAdmin, { body: { userName, token } });

export const stopImpersonating = () => call(authApi.stopImpersonating);
