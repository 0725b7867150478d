import type { DeclaredProbes } from "./types.ts";

/** The audit log, filtered. */
export const auditProbes: DeclaredProbes = { list: [{ route: "admin_audit", path: () => "/admin/audit?entity=role" }] };
