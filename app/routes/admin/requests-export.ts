import { appContext } from "#app-context";
import { formatScaled } from "#core/text/digits.ts";
import { csvResponse } from "#app/lib/csv.server.ts";
import type { Route } from "./+types/requests-export.ts";
import { requestQuery, requestSection } from "./requests.server.ts";

const aed = (fils: bigint | null) => (fils === null ? null : formatScaled(fils, 2));

/** The section's requests matching the list's filters, as CSV (headers in English, for spreadsheets and software alike). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const section = requestSection(url);
  const viewer = await session.requirePermission(section.read);
  const { service } = requestQuery(url, section, viewer.id);
  const rows = await services.requestsAdmin.exportRows(service);
  const header = ["id", "kind", "status", "created_at", "language", "name", "phone", "email", "contact_method", "emirate", "plate_type", "code", "number", "wish", "operator", "budget", "message", "estimate_low_aed", "estimate_high_aed", "estimate_comparables", "price_given_aed", "assignee_id"];
  return csvResponse(`${section.id}.csv`, header, rows.map((r) => [r.id, r.kind, r.status, r.createdAt.toISOString(), r.lang, r.name, r.phone, r.email, r.contactMethod, r.emirateCode, r.plateType, r.code, r.number, r.wish, r.operator, r.budget, r.message, aed(r.estimateLow), aed(r.estimateHigh), r.estimateCount, aed(r.quotedPrice), r.assigneeId]));
}
