import { ZOk } from '../errors/api-error.schema.js';
import { defineRoute } from '../http/define-route.js';
import {
  ZInviteOperatorRequest,
  ZOperator,
  ZOperatorIdParams,
  ZOperatorList,
  ZSetOperatorRoleRequest,
} from './operators.schema.js';

/** The back office's operators: who they are, inviting, changing role, removing (all audited). */
export const operatorsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/operators',
    summary: 'Operators with their role, two-factor and last sign-in',
    access: { permission: 'console.read' },
    response: ZOperatorList,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/admin/operators',
    summary: 'Invite an operator by e-mail: the account is made and a link to set a password is mailed',
    access: { permission: 'operators.manage' },
    body: ZInviteOperatorRequest,
    response: ZOperator,
    status: 201,
    errors: ['CONFLICT'],
  }),
  setRole: defineRoute({
    method: 'PUT',
    path: '/api/admin/operators/:id/role',
    summary: 'Change an operator’s role (the last admin keeps theirs)',
    access: { permission: 'operators.manage' },
    params: ZOperatorIdParams,
    body: ZSetOperatorRoleRequest,
    response: ZOperator,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/operators/:id',
    summary: 'Remove an operator: the account stays as a member without access, signed out (the last admin stays)',
    access: { permission: 'operators.manage' },
    params: ZOperatorIdParams,
    response: ZOk,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
} as const;
