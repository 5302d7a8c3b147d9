import { type InviteOperatorRequest, type OperatorRole, operatorsApi } from '@member-area/shared';
import { queryOptions } from '@tanstack/react-query';
// By path: only the back office needs these.
import { call } from '../../api/call';

export const OPERATORS_KEY = ['admin', 'operators'] as const;

export const listOperators = (signal?: AbortSignal) => call(operatorsApi.list, { signal });

/** The operators, for this page and the audit log's "Operator" filter. */
export const operatorsQuery = queryOptions({
  queryKey: OPERATORS_KEY,
  queryFn: ({ signal }) => listOperators(signal),
});
export const inviteOperator = (body: InviteOperatorRequest) => call(operatorsApi.invite, { body });
export const setOperatorRole = (id: string, role: OperatorRole) =>
  call(operatorsApi.setRole, { params: { id }, body: { role } });
export const removeOperator = (id: string) => call(operatorsApi.remove, { params: { id } });
