import { adminApi } from '@member-area/shared';
import { type CheckInput, route } from '../../module.js';
import { listAudit } from '../audit/index.js';
import { readAvatar, sendImage } from '../profile/index.js';
import { readSettings } from '../settings/index.js';
import { adjustBalance } from './adjust-balance.js';
import { createSignInLink } from './create-sign-in-link.js';
import { jobsOverview } from './jobs-overview.js';
import { listMembers } from './list-members.js';
import { memberDetail, memberOfRouteRead, onlyMembers } from './member-detail.js';
import { readOperatorName, setOperatorName } from './operator-name.js';
import { setFlag } from './set-flag.js';
import { updateSettings } from './update-settings.js';

/** The back office's own routes; `member` is the signed-in operator. */
export const adminRoutes = [
  route(adminApi.operatorName, ({ ctx, member }) => readOperatorName(ctx, member.id)),
  route(adminApi.setOperatorName, ({ ctx, member, body }) =>
    setOperatorName(ctx, { operatorId: member.id, name: body.name }),
  ),
  route(adminApi.members, ({ ctx, query }) => listMembers(ctx, query)),
  route(adminApi.member, ({ ctx, params }) => memberDetail(ctx, params.uid)),
  route(adminApi.setFlag, ({ ctx, member, params, body }) =>
    setFlag(ctx, { operatorId: member.id, memberId: params.uid, change: body }),
  ),
  route(
    adminApi.adjustBalance,
    ({ ctx, member, params, body, request, prechecked }) =>
      adjustBalance(
        ctx,
        {
          operatorId: member.id,
          memberId: params.uid,
          change: body,
          requestKey: String(request.headers['idempotency-key']),
        },
        prechecked,
      ),
    // The member is read with the operator's session (a member read of the route's uid), not
    // inside the transaction.
    {
      memberRead: memberOfRouteRead,
      precheck: async ({ read }: CheckInput<typeof adminApi.adjustBalance, typeof memberOfRouteRead>) =>
        onlyMembers(read),
    },
  ),
  route(adminApi.signInLink, ({ ctx, member, params }) =>
    createSignInLink(ctx, { operatorId: member.id, memberId: params.uid }),
  ),
  route(adminApi.memberAvatar, async ({ ctx, params, reply }) => {
    await memberDetail(ctx, params.uid);
    return sendImage(reply, await readAvatar(ctx, { memberId: params.uid }));
  }),
  route(adminApi.settings, ({ ctx }) => readSettings(ctx.db)),
  route(adminApi.updateSettings, ({ ctx, member, body }) =>
    updateSettings(ctx, { operatorId: member.id, patch: body }),
  ),
  route(adminApi.audit, ({ ctx, query }) => listAudit(ctx.db, query)),
  route(adminApi.jobs, ({ ctx }) => jobsOverview(ctx)),
];
