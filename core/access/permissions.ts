/**
 * Permissions are `action:entity` strings. This list is the one source: the database mirrors it at start,
 * the admin navigation derives from it, and `requirePermission` accepts only these names.
 */
const crud = ["read", "create", "update", "delete"] as const;

export const permissionCatalog = {
  dashboard: ["read"],
  plate: crud,
  number: crud,
  banner: crud,
  service: ["read", "update"],
  requested_plate: ["read", "update", "delete"],
  estimate_plate: ["read", "update", "delete"],
  draw_plate: ["read", "update", "delete"],
  package: crud,
  promocode: crud,
  website_page: crud,
  traffic_data: ["read"],
  transaction: ["read", "update"],
  import: ["read", "create"],
  export: ["read"],
  blog: crud,
  news: crud,
  user: ["read", "update"],
  setting: ["read", "update"],
  permission: ["read"],
  role: ["read", "manage"],
  contact_inquiry: ["read", "update", "delete"],
  mail: ["read"],
  job: ["read", "update"],
  audit: ["read"],
  ad: ["read", "update"],
  metadata: ["read", "update"],
  offer: ["read", "update"],
  auction: ["read", "create", "update", "cancel"],
  auction_deposit: ["confirm"],
  bundle: crud,
} as const satisfies Record<string, readonly string[]>;

type Catalog = typeof permissionCatalog;
export type Entity = keyof Catalog;
export type Permission = { [E in Entity]: `${Catalog[E][number]}:${E}` }[Entity];

export const allPermissions: Permission[] = (Object.entries(permissionCatalog) as [Entity, readonly string[]][]).flatMap(
  ([entity, actions]) => actions.map((action) => `${action}:${entity}` as Permission),
);

export function isPermission(value: string): value is Permission {
  return (allPermissions as string[]).includes(value);
}

export function splitPermission(permission: Permission): { action: string; entity: Entity } {
  const [action, entity] = permission.split(":") as [string, Entity];
  return { action, entity };
}

/** What the sales role gained after it was first seeded (decision 0073); older databases get it once at start. */
export const salesMarketPermissions = ["read:offer", "update:offer", "read:bundle", "create:bundle", "update:bundle", "read:auction", "create:auction"] as const satisfies readonly Permission[];

/** Seeded roles. The super admin holds every permission, always (new permissions included). */
export const seedRoles = {
  super_admin: { name: "Super admin", permissions: allPermissions },
  content_editor: {
    name: "Content editor",
    permissions: [
      "read:dashboard", "read:banner", "create:banner", "update:banner", "delete:banner",
      "read:blog", "create:blog", "update:blog", "delete:blog",
      "read:news", "create:news", "update:news", "delete:news",
      "read:website_page", "create:website_page", "update:website_page", "delete:website_page", "read:metadata", "update:metadata", "read:setting", "read:contact_inquiry", "update:contact_inquiry",
    ],
  },
  sales: {
    name: "Sales",
    permissions: [
      "read:dashboard", "read:plate", "create:plate", "update:plate", "read:number", "create:number", "update:number",
      "read:package", "read:promocode", "read:transaction", "read:requested_plate", "update:requested_plate",
      "read:estimate_plate", "update:estimate_plate", "read:draw_plate", "update:draw_plate",
      "read:contact_inquiry", "update:contact_inquiry", "read:service", "read:traffic_data", "read:export",
      // The market's other ways to sell (decision 0073): answering offers, making and pricing bundles, reading and
      // scheduling auctions. Deleting, cancelling, the next bidder and deposits stay with managers and finance.
      ...salesMarketPermissions,
    ],
  },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;

/** For hiding UI only; the server checks with requirePermission. */
export function can(scope: readonly string[] | undefined, permission: Permission): boolean {
  return !!scope?.includes(permission);
}
