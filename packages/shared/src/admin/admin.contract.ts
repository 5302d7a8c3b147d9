import { z } from 'zod';
import { defineRoute } from '../http/define-route.js';
import { ZSettings, ZUpdateSettingsRequest } from '../settings/settings.schema.js';
import { ZAdjustBalanceRequest } from './adjust-balance.schema.js';
import { ZSignInLinkResponse } from './impersonation.schema.js';
import { ZJobsOverview } from './jobs.schema.js';
import {
  ZAuditListQuery,
  ZAuditListResponse,
  ZMemberDetail,
  ZMemberListQuery,
  ZMemberListResponse,
  ZUpdateMemberFlagRequest,
} from './members.schema.js';
import { ZOperatorName } from './who.js';

export const ZMemberUidParams = z.object({ uid: z.string().min(1).max(100) });

/** The back office's own routes: members and their switches, settings, audit log, jobs. */
export const adminApi = {
  operatorName: defineRoute({
    method: 'GET',
    path: '/api/admin/operator-name',
    summary: 'The signed-in operator’s name, as queues and the audit log show it',
    access: { permission: 'console.read' },
    response: ZOperatorName,
  }),
  setOperatorName: defineRoute({
    method: 'PUT',
    path: '/api/admin/operator-name',
    summary: 'Rename the signed-in operator (audited)',
    access: { permission: 'console.read' },
    body: ZOperatorName,
    response: ZOperatorName,
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/admin/members',
    summary: 'Members, searched by name, user name or e-mail, paged by key',
    access: { permission: 'console.read' },
    query: ZMemberListQuery,
    response: ZMemberListResponse,
  }),
  member: defineRoute({
    method: 'GET',
    path: '/api/admin/members/:uid',
    summary: 'One member with their switches and balance',
    access: { permission: 'console.read' },
    params: ZMemberUidParams,
    response: ZMemberDetail,
    errors: ['NOT_FOUND'],
  }),
  setFlag: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:uid/flags',
    summary: 'Switch Real/Free, blocked or banned (audited; a block or ban signs the member out)',
    access: { permission: 'members.manage' },
    params: ZMemberUidParams,
    body: ZUpdateMemberFlagRequest,
    response: ZMemberDetail,
    errors: ['NOT_FOUND'],
  }),
  adjustBalance: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:uid/adjustments',
    summary: 'Credit or debit a member’s wallet through the ledger, with a reason (audited)',
    access: { permission: 'members.manage' },
    params: ZMemberUidParams,
    body: ZAdjustBalanceRequest,
    response: ZMemberDetail,
    idempotent: true,
    errors: ['NOT_FOUND', 'INSUFFICIENT_FUNDS'],
  }),
  signInLink: defineRoute({
    method: 'POST',
    path: '/api/admin/members/:uid/sign-in-link',
    summary: 'A one-use link that signs this operator in as the member, read-only (audited)',
    access: { permission: 'members.manage' },
    params: ZMemberUidParams,
    response: ZSignInLinkResponse,
    errors: ['NOT_FOUND'],
  }),
  memberAvatar: defineRoute({
    method: 'GET',
    path: '/api/admin/members/:uid/avatar',
    summary: 'A member’s avatar image',
    access: { permission: 'console.read' },
    params: ZMemberUidParams,
    produces: 'image/*',
    errors: ['NOT_FOUND'],
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    summary: 'The shared settings and currency rates',
    access: { permission: 'console.read' },
    response: ZSettings,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings',
    summary: 'Change settings and rates (audited, pushed live to every member)',
    access: { permission: 'settings.manage' },
    body: ZUpdateSettingsRequest,
    response: ZSettings,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log, newest first',
    access: { permission: 'console.read' },
    query: ZAuditListQuery,
    response: ZAuditListResponse,
  }),
  jobs: defineRoute({
    method: 'GET',
    path: '/api/admin/jobs',
    summary: 'The job queue and the mail outbox: counts, failures, recent runs',
    access: { permission: 'console.read' },
    response: ZJobsOverview,
  }),
} as const;
