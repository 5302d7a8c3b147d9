import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../audit/index.js';

export interface StopImpersonatingOptions {
  operatorId: string;
  memberId: string;
  headers: IncomingHttpHeaders;
}

/** Ends an impersonation session and gives the operator their own session back. */
export async function stopImpersonating(
  ctx: Pick<AppContext, 'db' | 'auth'>,
  { operatorId, memberId, headers }: StopImpersonatingOptions,
) {
  const result = await ctx.auth.api.stopImpersonating({ headers: fromNodeHeaders(headers), returnHeaders: true });
  await recordAudit(ctx.db, {
    actorId: operatorId,
    action: 'member.impersonation.stop',
    targetType: 'member',
    targetId: memberId,
  });
  return result.headers;
}
