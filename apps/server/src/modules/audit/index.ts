// The append-only operator audit log.
export { type AuditRecord, listAudit, recordAudit } from './audit.js';
