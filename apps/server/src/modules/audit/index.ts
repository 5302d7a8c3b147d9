// The append-only operator audit log.
export { type AuditRecord, recordAudit, recordExport, wasAudited } from './audit.js';
export { auditModule } from './audit.module.js';
export { auditBatches, listAudit } from './list-audit.js';
