import type { AdminOperation } from "#core/access/admin-sections.ts";
import type { Permission } from "#core/access/permissions.ts";
import type { FormValues } from "../context.ts";

/** A page of a section, opened with its list permission (`download`: a file of that type, not a page). */
export interface PageProbe {
  route: string;
  /** The address; may make the record it shows (once per file). */
  path: () => string | Promise<string>;
  download?: "text/csv" | "application/pdf" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  /** What the page needs besides its section's permission (an export of plates: read:plate too). */
  also?: Permission[];
}

/** A form of a section. `permission` is for a form that needs more than its operation (a user's roles). */
export interface FormProbe {
  route: string;
  name: string;
  permission?: Permission;
  also?: Permission[];
  /** The page and form to post; called once per persona, so it may make a fresh fixture. */
  request: () => Promise<{ path: string; form: FormValues }>;
  /** Where staff with the permission are sent afterwards. */
  success: RegExp;
}

export type SectionProbes = { list: PageProbe[] } & Partial<Record<Exclude<AdminOperation, "list">, FormProbe[]>>;

/**
 * What a section's probe file declares: the record its record page shows (`record`, its id in the address),
 * its other pages, and a form probe for every operation the registry gives it. The list page at the registry's
 * path and the record page (`section-routes.ts`' route id) are generated from these.
 */
export type DeclaredProbes = Partial<SectionProbes> & { record?: () => Promise<string | number> };
