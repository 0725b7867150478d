// The audit module's public entry: who changed what, written by services in their own transactions.
export { auditLog } from "./audit.schema.ts";
export { type Actor, type AuditEntry, type AuditLog, type AuditQuery, type AuditRow, changedFields, createAuditLog, loggable, systemActor } from "./audit.service.ts";
export { type AuditedWrite, type WriteLog, createAuditedWrite } from "./audited-write.ts";
