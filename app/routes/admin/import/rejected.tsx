import { appContext } from "#app-context";
import { recordOr404 } from "#app/lib/admin-section.server.ts";
import { langFromParam } from "#app/lib/i18n.ts";
import type { Route } from "./+types/rejected.ts";
import { xlsxDownload } from "./import.server.ts";

/** An import's rejected rows (XLSX): the template's columns as read, the row, and the errors in the page's language. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:import");
  const row = await recordOr404(params.importId, services.imports.get, "import.notFound");
  return xlsxDownload(services.imports.rejected(row, langFromParam(params.lang)), `import-${row.id}-rejected.xlsx`);
}
