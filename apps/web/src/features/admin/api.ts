import {
  type AdjustBalanceRequest,
  type OperatorName,
  type Settings,
  type UpdateMemberFlagRequest,
  ZAuditListResponse,
  ZJobsOverview,
  ZMemberDetail,
  ZMemberListResponse,
  ZOperatorName,
  ZSettings,
  ZSignInLinkResponse,
} from '@member-area/shared';
import { apiFetch } from '../../api';
// By path: the first page loads api/index.ts, and only lists need this.
import { queryString } from '../../api/query-string';

const query = queryString;

export const getOperatorName = (signal?: AbortSignal) =>
  apiFetch('/api/admin/operator-name', { schema: ZOperatorName, signal });

export const saveOperatorName = (body: OperatorName) =>
  apiFetch('/api/admin/operator-name', { method: 'PUT', body, schema: ZOperatorName });

export const listMembers = (
  params: { q: string; after?: string | undefined; before?: string | undefined; pageSize: number },
  signal?: AbortSignal,
) => apiFetch(`/api/admin/members${query(params)}`, { schema: ZMemberListResponse, signal });

export const getMember = (uid: string, signal?: AbortSignal) =>
  apiFetch(`/api/admin/members/${encodeURIComponent(uid)}`, { schema: ZMemberDetail, signal });

export const updateMemberFlag = (uid: string, body: UpdateMemberFlagRequest) =>
  apiFetch(`/api/admin/members/${encodeURIComponent(uid)}/flags`, { method: 'POST', body, schema: ZMemberDetail });

/** Moves money through the ledger; the key makes a retry of the same request move nothing twice. */
export const adjustMemberBalance = (uid: string, body: AdjustBalanceRequest, idempotencyKey: string) =>
  apiFetch(`/api/admin/members/${encodeURIComponent(uid)}/adjustments`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: ZMemberDetail,
  });

/** A single-use link that signs this operator in as the member (audited). */
export const createSignInLink = (uid: string) =>
  apiFetch(`/api/admin/members/${encodeURIComponent(uid)}/sign-in-link`, {
    method: 'POST',
    schema: ZSignInLinkResponse,
  });

export const memberAvatarUrl = (uid: string) => `/api/admin/members/${encodeURIComponent(uid)}/avatar`;

export const getAdminSettings = (signal?: AbortSignal) =>
  apiFetch('/api/admin/settings', { schema: ZSettings, signal });

export const saveAdminSettings = (body: Settings) =>
  apiFetch('/api/admin/settings', { method: 'PUT', body, schema: ZSettings });

export const AUDIT_PAGE_SIZE = 50;

export const listAudit = (params: { targetId?: string; page: number }, signal?: AbortSignal) =>
  apiFetch(`/api/admin/audit${query({ ...params, pageSize: AUDIT_PAGE_SIZE })}`, {
    schema: ZAuditListResponse,
    signal,
  });

export const getJobsOverview = (signal?: AbortSignal) => apiFetch('/api/admin/jobs', { schema: ZJobsOverview, signal });
