import { redirect } from "react-router";
import { localePath } from "#core/i18n/lang.ts";
import { langFromParam } from "#app/lib/i18n.ts";
import type { Route } from "./+types/file.ts";
import { download, exportAsked, exportViewer, orRefusalText } from "./export.server.ts";

/**
 * A list's export as its "Export" link asks for it (?kind=…&format=… and the list's own query): the file at
 * once when small; larger, back to the Export page, which offers to prepare it as a job.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { actor, services } = await exportViewer(context);
  const lang = langFromParam(params.lang);
  return orRefusalText(lang, async () => {
    const asked = exportAsked(url.searchParams);
    const answer = await services.exports.answer(actor, asked.kind, asked.format, asked.list, lang);
    if (answer.kind === "large") return redirect(`${localePath(lang, "/admin/export")}${url.search}`);
    return download(answer.stream, answer.contentType, answer.fileName);
  });
}
