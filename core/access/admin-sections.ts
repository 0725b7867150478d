import type { MessageKey } from "#core/i18n/index.ts";
import type { Permission } from "./permissions.ts";

/**
 * The admin area's section registry: the one place that says which sections exist, where they live, what
 * each operation on them needs, what the navigation calls them (a message key, so both languages) and which
 * icon it shows. The admin navigation, the admin routes (app/routes/admin/section-routes.ts) and the
 * authorization matrix (tests/integration/authorization-matrix/) are generated from it.
 *
 * A section has no page until its issue lands; it is registered (with its permissions) from the start, so the
 * roles page can already grant them, and gets a `path` when its page exists.
 */
export type AdminOperation = "list" | "create" | "update" | "delete";

/** What each operation needs. Listing (and opening a record) is always declared: no section without a permission. */
export type SectionPermissions = { list: Permission } & Partial<Record<Exclude<AdminOperation, "list">, Permission>>;

/** Names of the drawings in app/components/admin/admin-icons.tsx. */
export const adminIcons = [
  "chart", "plate", "phone", "image", "service", "inbox", "estimate", "draw", "package", "ticket", "page", "idCard",
  "receipt", "upload", "download", "pen", "news", "users", "gear", "key", "shield", "mail", "clock", "list", "search",
] as const;
export type AdminIcon = (typeof adminIcons)[number];

export interface AdminSection {
  id: string;
  /** The navigation label and page title, a message key (defined in English and Arabic by its type). */
  label: MessageKey;
  icon: AdminIcon;
  permissions: SectionPermissions;
  /** The section's list page, once it exists. */
  path?: string;
}

/** Ids that have a navigation label (`admin.section.<id>` in both languages): a section without one does not compile. */
export type SectionId = MessageKey extends infer K ? (K extends `admin.section.${infer Id}` ? Id : never) : never;

function section(id: SectionId, icon: AdminIcon, permissions: SectionPermissions, path?: string): AdminSection {
  // The type already demands it; this guards a registry built from untyped data.
  if (!permissions.list) throw new Error(`admin section ${id} has no permission`);
  const label: MessageKey = `admin.section.${id}`;
  return { id, label, icon, permissions, ...(path ? { path } : {}) };
}

export const adminSections: readonly AdminSection[] = [
  section("dashboard", "chart", { list: "read:dashboard" }, "/admin/dashboard"),
  section("plates", "plate", { list: "read:plate", create: "create:plate", update: "update:plate", delete: "delete:plate" }, "/admin/plates"),
  section("du_numbers", "phone", { list: "read:number", create: "create:number", update: "update:number", delete: "delete:number" }, "/admin/du_numbers"),
  section("etisalat_numbers", "phone", { list: "read:number", create: "create:number", update: "update:number", delete: "delete:number" }, "/admin/etisalat_numbers"),
  section("banners", "image", { list: "read:banner", create: "create:banner", update: "update:banner", delete: "delete:banner" }, "/admin/banners"),
  section("services", "service", { list: "read:service", update: "update:service" }, "/admin/services"),
  section("requested_plates", "inbox", { list: "read:requested_plate", update: "update:requested_plate", delete: "delete:requested_plate" }, "/admin/requested_plates"),
  section("estimate_plates", "estimate", { list: "read:estimate_plate", update: "update:estimate_plate", delete: "delete:estimate_plate" }, "/admin/estimate_plates"),
  section("draw_plates", "draw", { list: "read:draw_plate", update: "update:draw_plate", delete: "delete:draw_plate" }, "/admin/draw_plates"),
  section("packages", "package", { list: "read:package", create: "create:package", update: "update:package", delete: "delete:package" }, "/admin/packages"),
  section("reference_data", "list", { list: "read:plate", create: "create:plate", update: "update:plate", delete: "delete:plate" }, "/admin/reference_data"),
  section("promocodes", "ticket", { list: "read:promocode", create: "create:promocode", update: "update:promocode", delete: "delete:promocode" }, "/admin/promocodes"),
  section("website_pages", "page", { list: "read:website_page", create: "create:website_page", update: "update:website_page", delete: "delete:website_page" }, "/admin/website_pages"),
  section("traffic_data", "idCard", { list: "read:traffic_data" }, "/admin/traffic_data"),
  section("transactions", "receipt", { list: "read:transaction", update: "update:transaction" }, "/admin/transactions"),
  section("import", "upload", { list: "read:import", create: "create:import" }, "/admin/import"),
  section("export", "download", { list: "read:export", create: "read:export" }, "/admin/export"),
  section("blogs", "pen", { list: "read:blog", create: "create:blog", update: "update:blog", delete: "delete:blog" }, "/admin/blogs"),
  section("news", "news", { list: "read:news", create: "create:news", update: "update:news", delete: "delete:news" }, "/admin/news"),
  section("users", "users", { list: "read:user", update: "update:user" }, "/admin/users"),
  section("settings", "gear", { list: "read:setting", update: "update:setting" }, "/admin/settings"),
  section("permissions", "key", { list: "read:permission" }, "/admin/permissions"),
  section("roles", "shield", { list: "read:role", create: "manage:role", update: "manage:role", delete: "manage:role" }, "/admin/roles"),
  section("contact_inquiries", "mail", { list: "read:contact_inquiry", update: "update:contact_inquiry", delete: "delete:contact_inquiry" }, "/admin/contact_inquiries"),
  section("outbox", "inbox", { list: "read:mail" }, "/admin/outbox"),
  section("jobs", "clock", { list: "read:job", update: "update:job" }, "/admin/jobs"),
  section("audit", "list", { list: "read:audit" }, "/admin/audit"),
  section("ads", "idCard", { list: "read:ad", update: "update:ad" }, "/admin/ads"),
  section("metadata", "search", { list: "read:metadata", update: "update:metadata" }, "/admin/metadata"),
  section("offers", "inbox", { list: "read:offer", update: "update:offer" }, "/admin/offers"),
  section("auctions", "clock", { list: "read:auction", create: "create:auction", update: "update:auction", delete: "cancel:auction" }, "/admin/auctions"),
  section("bundles", "package", { list: "read:bundle", create: "create:bundle", update: "update:bundle", delete: "delete:bundle" }, "/admin/bundles"),
];

/** A built section's list page: the one place its address is written (routes and links read it from here). */
export function sectionPath(id: SectionId): string {
  const path = adminSections.find((s) => s.id === id)?.path;
  if (!path) throw new Error(`admin section ${id} has no page`);
  return path;
}

/** Sections a user may open: built pages only, and only with their list permission. */
export function visibleSections(scope: readonly string[]): AdminSection[] {
  return adminSections.filter((s) => s.path && scope.includes(s.permissions.list));
}
