import { operatorsApi } from '@member-area/shared';
import { route } from '../../module.js';
import { removeOperator, setOperatorRole } from './change-operator.js';
import { inviteOperator } from './invite-operator.js';
import { readOperators } from './operators.repo.js';

/** Operators: `member` is the signed-in operator. */
export const operatorsRoutes = [
  route(operatorsApi.list, async ({ ctx, member }) => ({ rows: await readOperators(ctx.db, member.id) })),
  route(operatorsApi.invite, ({ ctx, member, body }) => inviteOperator(ctx, { operatorId: member.id, request: body })),
  route(operatorsApi.setRole, ({ ctx, member, params, body }) =>
    setOperatorRole(ctx, { operatorId: member.id, id: params.id, role: body.role }),
  ),
  route(operatorsApi.remove, ({ ctx, member, params }) =>
    removeOperator(ctx, { operatorId: member.id, id: params.id }),
  ),
];
