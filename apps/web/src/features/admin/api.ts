import {
  type AdjustBalanceRequest,
  type AuditFilter,
  adminApi,
  auditApi,
  hrefOf,
  type OperatorName,
  type Settings,
  type UpdateMemberFlagRequest,
} from '@member-area/shared';
// By path: the first page loads api/index.ts, and only the back office needs this.
import { call } from '../../api/call';

export const getOperatorName = (signal?: AbortSignal) => call(adminApi.operatorName, { signal });

export const saveOperatorName = (body: OperatorName) => call(adminApi.setOperatorName, { body });

export const listMembers = (
  query: { q: string; after?: string | undefined; before?: string | undefined; pageSize: number },
  signal?: AbortSignal,
) => call(adminApi.members, { query, signal });

export const getMember = (uid: string, signal?: AbortSignal) => call(adminApi.member, { params: { uid }, signal });

export const updateMemberFlag = (uid: string, body: UpdateMemberFlagRequest) =>
  call(adminApi.setFlag, { params: { uid }, body });

/** Moves money through the ledger; the key makes a retry of the same request move nothing twice. */
export const adjustMemberBalance = (uid: string, body: AdjustBalanceRequest, idempotencyKey: string) =>
  call(adminApi.adjustBalance, { params: { uid }, body, idempotencyKey });

/** A single-use link that signs this operator in as the member (audited). */
export const createSignInLink = (uid: string) => call(adminApi.signInLink, { params: { uid } });

export const memberAvatarUrl = (uid: string) => hrefOf(adminApi.memberAvatar, { params: { uid } });

export const getAdminSettings = (signal?: AbortSignal) => call(adminApi.settings, { signal });

export const saveAdminSettings = (body: Settings) => call(adminApi.updateSettings, { body });

export const AUDIT_PAGE_SIZE = 50;

export const listAudit = (
  query: AuditFilter & { page: number; after?: string; before?: string },
  signal?: AbortSignal,
) => call(adminApi.audit, { query: { ...query, pageSize: AUDIT_PAGE_SIZE }, signal });

export const auditCsvUrl = (query: AuditFilter) => hrefOf(auditApi.csv, { query });

export const getJobsOverview = (signal?: AbortSignal) => call(adminApi.jobs, { signal });
