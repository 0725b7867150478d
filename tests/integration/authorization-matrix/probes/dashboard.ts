import type { DeclaredProbes } from "./types.ts";

/** The Dashboard (issue 28): one page, read only; its range in the address. */
export function dashboardProbes(): DeclaredProbes {
  return { list: [{ route: "admin_dashboard", path: () => "/admin/dashboard?from=2026-11-01&to=2026-11-26" }] };
}
