import {
  type ConfirmTwoFactorRequest,
  type DisableTwoFactorRequest,
  type EnableTwoFactorRequest,
  ZActiveSessionsResponse,
  ZEnableTwoFactorResponse,
  ZOk,
  ZRevokeOthersResponse,
  ZSignInHistoryResponse,
  ZTwoFactorStatus,
} from '@member-area/shared';
import { apiFetch } from '../../api';

export const securitySchemas = {
  twoFactor: ZTwoFactorStatus,
  sessions: ZActiveSessionsResponse,
  signIns: ZSignInHistoryResponse,
};

export const enableTwoFactor = (body: EnableTwoFactorRequest) =>
  apiFetch('/api/security/two-factor/enable', { method: 'POST', body, schema: ZEnableTwoFactorResponse });

export const confirmTwoFactor = (body: ConfirmTwoFactorRequest) =>
  apiFetch('/api/security/two-factor/confirm', { method: 'POST', body, schema: ZOk });

export const disableTwoFactor = (body: DisableTwoFactorRequest) =>
  apiFetch('/api/security/two-factor/disable', { method: 'POST', body, schema: ZOk });

export const signOutSession = (id: string) =>
  apiFetch(`/api/security/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZOk });

export const signOutOtherSessions = () =>
  apiFetch('/api/security/sessions/sign-out-others', { method: 'POST', schema: ZRevokeOthersResponse });
