import { translate } from "../i18n/index.ts";
import type { Lang } from "../i18n/lang.ts";
import { seedRoles } from "./permissions.ts";

/**
 * The name of a role as the admin area shows it: a seeded role that still has its seeded (English) name is
 * shown in the page's language; a name staff gave is shown as they wrote it.
 */
export function roleName(lang: Lang, role: { name: string; systemKey: string | null }): string {
  const key = role.systemKey as keyof typeof seedRoles | null;
  if (!key || !(key in seedRoles) || seedRoles[key].name !== role.name) return role.name;
  return translate(lang, `admin.systemRole.${key}`);
}
