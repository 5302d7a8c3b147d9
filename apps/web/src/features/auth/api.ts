import {
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type ResendVerificationRequest,
  type ResetPasswordRequest,
  ZOk,
  ZReferrerLookupResponse,
  ZRegisterResponse,
  ZSessionResponse,
} from '@member-area/shared';
import { apiFetch } from '../../api';

export const signOut = () => apiFetch('/api/account/sign-out', { method: 'POST', schema: ZOk });

export const register = (body: RegisterRequest) =>
  apiFetch('/api/account/register', { method: 'POST', body, schema: ZRegisterResponse });

export const lookUpReferrer = (slug: string, signal?: AbortSignal) =>
  apiFetch(`/api/account/referrer/${encodeURIComponent(slug)}`, { schema: ZReferrerLookupResponse, signal });

export const resendVerification = (body: ResendVerificationRequest) =>
  apiFetch('/api/account/resend-verification', { method: 'POST', body, schema: ZOk });

export const verifyEmail = (token: string) =>
  apiFetch('/api/account/verify-email', { method: 'POST', body: { token }, schema: ZOk });

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiFetch('/api/account/forgot-password', { method: 'POST', body, schema: ZOk });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiFetch('/api/account/reset-password', { method: 'POST', body, schema: ZOk });

export const changePassword = (body: ChangePasswordRequest) =>
  apiFetch('/api/account/change-password', { method: 'POST', body, schema: ZOk });

/** Opens an operator's single-use "sign in as member" link (/login-admin/:username/:pass). */
export const openSignInLink = (userName: string, token: string) =>
  apiFetch('/api/account/login-admin', { method: 'POST', body: { userName, token }, schema: ZSessionResponse });

export const stopImpersonating = () => apiFetch('/api/account/stop-impersonating', { method: 'POST', schema: ZOk });
