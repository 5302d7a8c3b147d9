import { z } from 'zod';
import { ZLoginAdminRequest } from '../admin/impersonation.schema.js';
import { ZOk } from '../errors/api-error.schema.js';
import { defineRoute } from '../http/define-route.js';
import { SESSION_PATH, SIGN_IN_PATH } from '../http/first-page.routes.js';
import { ZReferrerLookupResponse, ZRegisterRequest, ZRegisterResponse } from './register.schema.js';
import { ZSessionResponse } from './session.schema.js';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZVerifyEmailRequest,
} from './sign-in.schema.js';
import { ZStepUpRequest, ZStepUpStatus } from './step-up.schema.js';

export const ZReferrerParams = z.object({ userName: z.string().max(60) });

// The anonymous account routes are rate limited per client address (the server's `config`):
// each lists RATE_LIMITED. The first page calls `session` and `signIn` by their plain paths
// (first-page.routes.ts), so this file stays out of its download.

/** Accounts: the session, registration, signing in and out, passwords, step-up, impersonation's ends. */
export const authApi = {
  session: defineRoute({
    method: 'GET',
    path: SESSION_PATH,
    summary: 'Who is signed in (null when nobody is)',
    access: 'public',
    response: ZSessionResponse,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/account/register',
    summary: 'Create a member account and send its verification e-mail',
    access: 'public',
    body: ZRegisterRequest,
    response: ZRegisterResponse,
    status: 201,
    errors: ['CONFLICT', 'RATE_LIMITED'],
  }),
  referrer: defineRoute({
    method: 'GET',
    path: '/api/account/referrer/:userName',
    summary: 'The verified member a /register/:slug link names',
    access: 'public',
    params: ZReferrerParams,
    response: ZReferrerLookupResponse,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  }),
  signIn: defineRoute({
    method: 'POST',
    path: SIGN_IN_PATH,
    summary: 'Sign in with an e-mail or user name, a password and (two-factor on) a code',
    access: 'public',
    body: ZSignInRequest,
    response: ZSessionResponse,
    errors: [
      'INVALID_CREDENTIALS',
      'TWO_FACTOR_REQUIRED',
      'EMAIL_NOT_VERIFIED',
      'ACCOUNT_BLOCKED',
      'ACCOUNT_BANNED',
      'RATE_LIMITED',
    ],
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/api/account/sign-out',
    summary: 'Sign out this session (ends an impersonation too)',
    access: 'public',
    response: ZOk,
    // Signing out ends an impersonation too: allowed while acting as a member.
    impersonation: 'allow',
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/account/resend-verification',
    summary: 'Send the verification e-mail again',
    access: 'public',
    body: ZResendVerificationRequest,
    response: ZOk,
    errors: ['RATE_LIMITED'],
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/account/verify-email',
    summary: "Verify the e-mail address with the link's token (signs the member in)",
    access: 'public',
    body: ZVerifyEmailRequest,
    response: ZOk,
    errors: ['INVALID_TOKEN', 'RATE_LIMITED'],
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/account/forgot-password',
    summary: 'Send a password reset link (the same answer whether the address is known or not)',
    access: 'public',
    body: ZForgotPasswordRequest,
    response: ZOk,
    errors: ['RATE_LIMITED'],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/account/reset-password',
    summary: "Choose a new password with the reset link's token",
    access: 'public',
    body: ZResetPasswordRequest,
    response: ZOk,
    errors: ['INVALID_TOKEN', 'RATE_LIMITED'],
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/change-password',
    summary: 'Change the password (the current one first)',
    access: 'member',
    body: ZChangePasswordRequest,
    response: ZOk,
    errors: ['RATE_LIMITED'],
  }),
  stepUpStatus: defineRoute({
    method: 'GET',
    path: '/api/account/step-up',
    summary: "Until when this session's last step-up covers sensitive actions",
    access: 'member',
    response: ZStepUpStatus,
  }),
  // A write: refused while an operator acts as a member, who never proves the member's password.
  stepUp: defineRoute({
    method: 'POST',
    path: '/api/account/step-up',
    summary: 'Prove the password (and code) again for sensitive actions of this session',
    access: 'member',
    body: ZStepUpRequest,
    response: ZStepUpStatus,
    errors: ['RATE_LIMITED'],
  }),
  loginAdmin: defineRoute({
    method: 'POST',
    path: '/api/account/login-admin',
    summary: "Open an operator's single-use sign-in-as-member link (the operator's session only)",
    access: 'public',
    body: ZLoginAdminRequest,
    response: ZSessionResponse,
    errors: ['INVALID_TOKEN'],
  }),
  stopImpersonating: defineRoute({
    method: 'POST',
    path: '/api/account/stop-impersonating',
    summary: "Stop acting as a member and return to the operator's own session",
    access: 'public',
    response: ZOk,
    // The one write an impersonation session exists to make.
    impersonation: 'allow',
  }),
} as const;
