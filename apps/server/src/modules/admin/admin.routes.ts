import {
  ZAdjustBalanceRequest,
  ZAuditListQuery,
  ZAuditListResponse,
  ZIdempotencyKeyHeader,
  ZMemberDetail,
  ZMemberListQuery,
  ZMemberListResponse,
  ZOperatorName,
  ZSettings,
  ZSignInLinkResponse,
  ZUpdateMemberFlagRequest,
  ZUpdateSettingsRequest,
} from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { replyIdempotent } from '../../platform/http/idempotency.js';
import { listAudit } from '../audit/index.js';
import { memberOf, requireOperator } from '../auth/index.js';
import { readAvatar, sendImage } from '../profile/index.js';
import { readSettings } from '../settings/index.js';
import { adjustBalance } from './adjust-balance.js';
import { createSignInLink } from './create-sign-in-link.js';
import { listMembers } from './list-members.js';
import { memberDetail } from './member-detail.js';
import { readOperatorName, setOperatorName } from './operator-name.js';
import { setFlag } from './set-flag.js';
import { updateSettings } from './update-settings.js';

const tags = ['back office'];
const ZUidParams = z.object({ uid: z.string().min(1).max(100) });

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Runs before validation too, so a member learns nothing about these routes (404).
    app.addHook('onRequest', requireOperator(ctx));

    app.get('/api/admin/operator-name', { schema: { tags, response: { 200: ZOperatorName } } }, async (request) =>
      readOperatorName(ctx, memberOf(request).id),
    );
    app.put(
      '/api/admin/operator-name',
      { schema: { tags, body: ZOperatorName, response: { 200: ZOperatorName } } },
      async (request) => setOperatorName(ctx, { operatorId: memberOf(request).id, name: request.body.name }),
    );

    app.get(
      '/api/admin/members',
      { schema: { tags, querystring: ZMemberListQuery, response: { 200: ZMemberListResponse } } },
      async (request) => listMembers(ctx, request.query),
    );

    app.get(
      '/api/admin/members/:uid',
      { schema: { tags, params: ZUidParams, response: { 200: ZMemberDetail } } },
      async (request) => memberDetail(ctx, request.params.uid),
    );

    app.post(
      '/api/admin/members/:uid/flags',
      { schema: { tags, params: ZUidParams, body: ZUpdateMemberFlagRequest, response: { 200: ZMemberDetail } } },
      async (request) =>
        setFlag(ctx, { operatorId: memberOf(request).id, memberId: request.params.uid, change: request.body }),
    );

    app.post(
      '/api/admin/members/:uid/adjustments',
      {
        schema: {
          tags,
          params: ZUidParams,
          headers: ZIdempotencyKeyHeader,
          body: ZAdjustBalanceRequest,
          response: { 200: ZMemberDetail },
        },
      },
      async (request, reply) => {
        const operatorId = memberOf(request).id;
        return replyIdempotent(ctx, request, reply, operatorId, (tx) =>
          adjustBalance(tx, {
            operatorId,
            memberId: request.params.uid,
            change: request.body,
            requestKey: request.headers['idempotency-key'],
          }),
        );
      },
    );

    app.post(
      '/api/admin/members/:uid/sign-in-link',
      { schema: { tags, params: ZUidParams, response: { 200: ZSignInLinkResponse } } },
      async (request) => createSignInLink(ctx, { operatorId: memberOf(request).id, memberId: request.params.uid }),
    );

    app.get('/api/admin/members/:uid/avatar', { schema: { tags, params: ZUidParams } }, async (request, reply) => {
      await memberDetail(ctx, request.params.uid);
      return sendImage(reply, await readAvatar(ctx, { memberId: request.params.uid }));
    });

    app.get('/api/admin/settings', { schema: { tags, response: { 200: ZSettings } } }, async () =>
      readSettings(ctx.db),
    );

    app.put(
      '/api/admin/settings',
      { schema: { tags, body: ZUpdateSettingsRequest, response: { 200: ZSettings } } },
      async (request) => updateSettings(ctx, { operatorId: memberOf(request).id, patch: request.body }),
    );

    app.get(
      '/api/admin/audit',
      { schema: { tags, querystring: ZAuditListQuery, response: { 200: ZAuditListResponse } } },
      async (request) => listAudit(ctx.db, request.query),
    );
  };
}
