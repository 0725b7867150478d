import { data } from "react-router";
import { appContext } from "#app-context";
import { isImportKind } from "#core/validation/import.ts";
import { langFromParam } from "#app/lib/i18n.ts";
import type { Route } from "./+types/template.ts";
import { xlsxDownload } from "./import.server.ts";

/** A kind's template (XLSX): its headers in both languages, columns stored as text. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:import");
  if (!isImportKind(params.kind)) throw data({ messageKey: "error.notFound" }, 404);
  return xlsxDownload(services.imports.template(params.kind, langFromParam(params.lang)), `${params.kind}-template.xlsx`);
}
