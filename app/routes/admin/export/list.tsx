import { useEffect } from "react";
import { Form, redirect, useRevalidator } from "react-router";
import { adminSections } from "#core/access/admin-sections.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { exportFormats } from "#core/validation/export.ts";
import { AdminHeading, FormError, buttonClass } from "#app/components/admin/admin-ui.tsx";
import { refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { actionFailure } from "#app/lib/admin-section.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { exportAsked, exportViewer, orRefusalPage } from "./export.server.ts";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

const labelOf = (kind: string): MessageKey => adminSections.find((s) => s.id === kind)?.label ?? "admin.section.export";

/** The Export section: the list a link brought (its filters, its size, the file), other lists, and your exports. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { actor, services } = await exportViewer(context);
  const lang = langFromParam(params.lang);
  const asked = url.searchParams.has("kind") ? await orRefusalPage(async () => exportAsked(url.searchParams)) : undefined;
  const size = asked && (await orRefusalPage(() => services.exports.size(actor, asked.kind, asked.list, lang)));
  const now = Date.now();
  return {
    asked: asked && size ? { kind: asked.kind, label: labelOf(asked.kind), filters: [...asked.list].filter(([, v]) => v !== ""), query: url.searchParams.toString(), list: asked.list.toString(), ...size } : undefined,
    kinds: services.exports.kindsFor(actor).map((kind) => ({ kind, label: labelOf(kind) })),
    mine: (await services.exports.mine(actor)).map((e) => ({
      id: e.id,
      label: labelOf(e.kind),
      format: e.format,
      state: e.state,
      rowsDone: e.rowsDone,
      rowsTotal: e.rowsTotal,
      createdAt: e.createdAt.toISOString(),
      expiresAt: e.expiresAt?.toISOString() ?? null,
      live: e.state === "done" && e.storageKey !== null && e.expiresAt !== null && e.expiresAt.getTime() > now,
    })),
  };
}

/** Starts a large export as a job (its kind's permission checked by the service), then shows its progress. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { actor, services } = await exportViewer(context);
  const form = new URLSearchParams((await request.formData()) as unknown as Record<string, string>);
  try {
    const asked = exportAsked(new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(form.get("list") ?? "")), kind: form.get("kind") ?? "", format: form.get("format") ?? "" }));
    await services.exports.start(actor, asked.kind, asked.format, asked.list, langFromParam(params.lang));
  } catch (error) {
    return actionFailure(error, "start");
  }
  return redirect(localePath(langFromParam(params.lang), "/admin/export"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.export");

export default function AdminExport({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { asked, kinds, mine } = loaderData;
  const revalidator = useRevalidator();
  const working = mine.some((e) => e.state === "queued" || e.state === "running");
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [working, revalidator]);
  const fileHref = (format: string) => `${href("/admin/export/file")}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(asked?.query)), format }).toString()}`;
  return (
    <section className="space-y-8">
      <AdminHeading>{t("admin.section.export")}</AdminHeading>
      <p>{t("export.intro")}</p>
      <FormError error={refusalOf(actionData)} />
      {asked && (
        <div className="space-y-3 rounded-md border border-neutral-300 p-4">
          <h2 className="text-xl font-semibold">{t(asked.label)}</h2>
          <p>
            {t("export.filters")}:{" "}
            {asked.filters.length === 0 ? t("export.noFilters") : asked.filters.map(([k, v]) => <bdi key={k} dir="auto" className="me-3">{`${k}: ${v}`}</bdi>)}
          </p>
          <p>{t("export.rows", { count: asked.total })}</p>
          {asked.direct ? (
            <p className="flex flex-wrap gap-4">
              {exportFormats.map((format) => (
                <a key={format} href={fileHref(format)} className={buttonClass} download>
                  {`${t("export.download")}: ${t(format === "xlsx" ? "export.formatXlsx" : "export.formatCsv")}`}
                </a>
              ))}
            </p>
          ) : (
            <Form method="post" className="space-y-3">
              <p>{t("export.large", { n: asked.total, max: asked.directMaxRows })}</p>
              <input type="hidden" name="kind" value={asked.kind} />
              <input type="hidden" name="list" value={asked.list} />
              <FormatChoice />
              <button type="submit" className={buttonClass}>{t("export.start")}</button>
            </Form>
          )}
        </div>
      )}
      <form method="get" action={href("/admin/export/file")} className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1">
          <span>{t("export.kind")}</span>
          <select name="kind" className="rounded-md border border-neutral-400 px-3 py-2" defaultValue={asked?.kind}>
            {kinds.map((k) => (
              <option key={k.kind} value={k.kind}>{t(k.label)}</option>
            ))}
          </select>
        </label>
        <FormatChoice />
        <button type="submit" className={buttonClass}>{t("export.download")}</button>
      </form>
      <div>
        <h2 className="mb-3 text-xl font-semibold">{t("export.mine")}</h2>
        {mine.length === 0 ? (
          <p>{t("export.none")}</p>
        ) : (
          <ScrollFrame>
            <table className="w-full text-start">
              <thead>
                <tr>
                  <th scope="col" className="text-start">{t("export.kind")}</th>
                  <th scope="col" className="text-start">{t("export.created")}</th>
                  <th scope="col" className="text-start">{t("export.progress")}</th>
                  <th scope="col" className="text-start">{t("export.state")}</th>
                </tr>
              </thead>
              <tbody>
                {mine.map((e) => (
                  <tr key={e.id}>
                    <th scope="row" className="text-start font-normal">{`${t(e.label)} (${e.format.toUpperCase()})`}</th>
                    <td>{formatDateTime(e.createdAt, lang)}</td>
                    <td>
                      <progress max={Math.max(e.rowsTotal, 1)} value={e.rowsDone} aria-label={`${t("export.progress")} #${e.id}`} />
                    </td>
                    <td>
                      {e.live ? (
                        <a href={href(`/admin/export/${e.id}/download`)} className="font-semibold text-brand-700 underline underline-offset-2" download>
                          {`${t("export.download")} (${t("export.expires")} ${formatDateTime(e.expiresAt!, lang)})`}
                        </a>
                      ) : e.state === "done" ? (
                        t("export.expiredState")
                      ) : (
                        t(`export.state.${e.state}`)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        )}
      </div>
    </section>
  );
}

function FormatChoice() {
  const { t } = useT();
  return (
    <fieldset className="flex gap-4">
      <legend className="mb-1">{t("export.format")}</legend>
      {exportFormats.map((format, i) => (
        <label key={format} className="flex items-center gap-2">
          <input type="radio" name="format" value={format} defaultChecked={i === 0} />
          {t(format === "xlsx" ? "export.formatXlsx" : "export.formatCsv")}
        </label>
      ))}
    </fieldset>
  );
}
