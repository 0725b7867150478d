import { appContext } from "#app-context";
import { langFromParam } from "#app/lib/i18n.ts";
import { sectionRecord } from "#app/lib/admin-section.server.ts";
import type { Route } from "./+types/invoice.ts";

/**
 * A paid order's tax invoice for staff, as the buyer received it: the PDF in the page's language, or in
 * `?lang=ar|en`. The same file the receipt e-mail carried (decision 0020).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:transaction");
  const wanted = url.searchParams.get("lang");
  const lang = wanted === "ar" || wanted === "en" ? wanted : langFromParam(params.lang);
  // Under its order's record page: the same parameter and 404 as the record (section-pages.ts).
  const invoice = await sectionRecord(params, "transactions", (id) => services.invoices.pdf(id, lang));
  return new Response(new Uint8Array(invoice.bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="${invoice.filename}"`, "cache-control": "private, no-store" },
  });
}
