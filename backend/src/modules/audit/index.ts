// The audit module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { type AuditAction, auditActionLabel, crudAudit } from './audit-actions.js';
export { AuditService } from './audit.service.js';
export { AuditEvent } from './entities/audit-event.entity.js';
