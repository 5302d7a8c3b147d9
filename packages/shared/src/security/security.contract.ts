import { z } from 'zod';
import { ZOk } from '../errors/api-error.schema.js';
import { defineRoute } from '../http/define-route.js';
import { ZActiveSessionsResponse, ZRevokeOthersResponse, ZSignInHistoryResponse } from './sessions.schema.js';
import {
  ZConfirmTwoFactorRequest,
  ZDisableTwoFactorRequest,
  ZEnableTwoFactorRequest,
  ZEnableTwoFactorResponse,
  ZTwoFactorStatus,
} from './two-factor.schema.js';

export const ZSessionParams = z.object({ id: z.string().min(1).max(100) });

/**
 * /security: two-factor, active sessions, sign-in history. Every write is refused while an
 * operator impersonates (the default for writes); password and code guesses are rate limited
 * per client address (the server's `config`).
 */
export const securityApi = {
  twoFactor: defineRoute({
    method: 'GET',
    path: '/api/security/two-factor',
    summary: 'Whether two-factor authentication is on',
    access: 'member',
    response: ZTwoFactorStatus,
  }),
  enableTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/security/two-factor/enable',
    summary: 'Start turning two-factor on (password first): the secret, its QR link and backup codes',
    access: 'member',
    body: ZEnableTwoFactorRequest,
    response: ZEnableTwoFactorResponse,
    errors: ['CONFLICT', 'RATE_LIMITED'],
  }),
  confirmTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/security/two-factor/confirm',
    summary: 'Finish turning two-factor on with a code from the app',
    access: 'member',
    body: ZConfirmTwoFactorRequest,
    response: ZOk,
    errors: ['CONFLICT', 'RATE_LIMITED'],
  }),
  disableTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/security/two-factor/disable',
    summary: 'Turn two-factor off (a sensitive change: a fresh step-up first)',
    access: 'member',
    body: ZDisableTwoFactorRequest,
    response: ZOk,
    stepUp: true,
    errors: ['CONFLICT', 'RATE_LIMITED'],
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/security/sessions',
    summary: "The member's active sessions (this one marked)",
    access: 'member',
    response: ZActiveSessionsResponse,
  }),
  revokeSession: defineRoute({
    method: 'DELETE',
    path: '/api/security/sessions/:id',
    summary: 'Sign out one other session',
    access: 'member',
    params: ZSessionParams,
    response: ZOk,
    errors: ['NOT_FOUND'],
  }),
  signOutOthers: defineRoute({
    method: 'POST',
    path: '/api/security/sessions/sign-out-others',
    summary: 'Sign out every session but this one',
    access: 'member',
    response: ZRevokeOthersResponse,
  }),
  signIns: defineRoute({
    method: 'GET',
    path: '/api/security/sign-ins',
    summary: "The member's recent sign-ins and failed attempts",
    access: 'member',
    response: ZSignInHistoryResponse,
  }),
} as const;
