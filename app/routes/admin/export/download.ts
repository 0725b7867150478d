import { langFromParam } from "#app/lib/i18n.ts";
import type { Route } from "./+types/download.ts";
import { download, exportViewer, orRefusalText, preparedFile } from "./export.server.ts";

/** A prepared export's file, for staff allowed its kind, until its link expires (audited by the service). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { actor, services } = await exportViewer(context);
  return orRefusalText(langFromParam(params.lang), async () => {
    const file = await preparedFile(services, actor, params.exportId);
    return download(file.bytes, file.contentType, file.fileName);
  });
}
