import { z } from "./zod.ts";

/**
 * What the Export section exports (issue 28): each kind is an admin list, named by its registry section, whose
 * list permission an export of it needs besides read:export. The request desks are each their own kind, so an
 * export carries the desk's own filters and permission (All Services, a plate service's desk, Contact Inquiries).
 */
export const exportKinds = [
  "plates",
  "du_numbers",
  "etisalat_numbers",
  "transactions",
  "services",
  "requested_plates",
  "estimate_plates",
  "draw_plates",
  "contact_inquiries",
  "users",
] as const;
export type ExportKind = (typeof exportKinds)[number];

export const exportFormats = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The export's own parameters; every other parameter of the address is the list's query, checked by the list's schema. */
export const exportRequest = z.object({
  kind: z.enum(exportKinds, { error: "export.kindInvalid" }),
  format: z.enum(exportFormats, { error: "export.formatInvalid" }).default("xlsx"),
});

/** The list's query out of an export's address: everything but the export's own parameters and the page. */
export function listParamsOf(params: URLSearchParams): URLSearchParams {
  const list = new URLSearchParams(params);
  for (const name of ["kind", "format", "page"]) list.delete(name);
  return list;
}
