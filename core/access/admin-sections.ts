import type { Permission } from "./permissions.ts";

/**
 * The admin navigation of the specification, each section with the permission needed to see it.
 * `path` is set for the sections whose pages exist; the others appear when their issue lands.
 */
export interface AdminSection {
  id: string;
  permission: Permission;
  path?: string;
}

export const adminSections: AdminSection[] = [
  { id: "dashboard", permission: "read:dashboard" },
  { id: "plates", permission: "read:plate" },
  { id: "du_numbers", permission: "read:number" },
  { id: "etisalat_numbers", permission: "read:number" },
  { id: "banners", permission: "read:banner" },
  { id: "services", permission: "read:service" },
  { id: "requested_plates", permission: "read:requested_plate" },
  { id: "estimate_plates", permission: "read:estimate_plate" },
  { id: "draw_plates", permission: "read:draw_plate" },
  { id: "packages", permission: "read:package", path: "/admin/packages" },
  { id: "promocodes", permission: "read:promocode" },
  { id: "website_pages", permission: "read:website_page" },
  { id: "traffic_data", permission: "read:traffic_data" },
  { id: "transactions", permission: "read:transaction" },
  { id: "import", permission: "read:import" },
  { id: "export", permission: "read:export" },
  { id: "blogs", permission: "read:blog" },
  { id: "news", permission: "read:news" },
  { id: "users", permission: "read:user", path: "/admin/users" },
  { id: "settings", permission: "read:setting" },
  { id: "permissions", permission: "read:permission", path: "/admin/permissions" },
  { id: "roles", permission: "read:role", path: "/admin/roles" },
  { id: "contact_inquiries", permission: "read:contact_inquiry" },
  { id: "outbox", permission: "read:mail", path: "/admin/outbox" },
  { id: "jobs", permission: "read:job", path: "/admin/jobs" },
  { id: "audit", permission: "read:audit", path: "/admin/audit" },
];

/** Sections a user may open: built pages only, and only with the permission. */
export function visibleSections(scope: readonly string[]): AdminSection[] {
  return adminSections.filter((s) => s.path && scope.includes(s.permission));
}
