import { ZAuditFilter } from '../admin/members.schema.js';
import { defineRoute } from '../http/define-route.js';

/** The audit log as a download: the same filters and sentences as the page, streamed. */
export const auditApi = {
  csv: defineRoute({
    method: 'GET',
    path: '/api/admin/audit.csv',
    summary: 'The audit log (same filters) as CSV, one sentence a line, streamed',
    access: { permission: 'console.read' },
    query: ZAuditFilter,
    produces: 'text/csv',
  }),
} as const;
