import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import { IntentButton, Panel, tableClass, tdClass, thClass } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { type RecordPage, pageRecord, plainIntent, sectionAction } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/run.ts";
import { importView, problemRows } from "./import.server.ts";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

const path = sectionPath("import");
const runPage: RecordPage = { path, param: "importId", notFound: "import.notFound" };
const SHOWN_PROBLEMS = 100;

/** One import: its state and live progress, the check's summary and problems, apply and cancel. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:import");
  const row = await pageRecord(params, runPage, services.imports.get);
  const problems = await services.imports.problems(row.id, SHOWN_PROBLEMS);
  return { item: importView(row), problems: problemRows(row.kind, langFromParam(params.lang), problems), canCreate: can(viewer.scope, "create:import") };
}

export function action(args: Route.ActionArgs) {
  const to = `${path}/${args.params.importId}`;
  return sectionAction(args, {
    page: runPage,
    intents: {
      apply: plainIntent("create:import", async ({ services, actor, id }) => {
        await services.imports.apply(actor, id);
        return { done: "importApplying", to };
      }),
      cancel: plainIntent("create:import", async ({ services, actor, id }) => {
        await services.imports.cancel(actor, id);
        return { done: "importCancelled", to };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.item.fileName } : "admin.section.import");

/** While the import runs, the page asks again every second (without JavaScript, reloading it shows the same). */
function usePolling(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), 1000);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
}

export default function AdminImportRun({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { item, problems, canCreate } = loaderData;
  usePolling(item.running);
  const counts = item.state === "applied" || item.state === "applying" || (item.state === "cancelled" && item.applied) ? item.applied : item.checked;
  const stopped = item.state === "cancelled" && item.applied && item.totalRows !== null && item.rowsSeen < item.totalRows;
  return (
    <>
      <RecordTop section="import" answer={actionData}>
        <bdi>{item.fileName}</bdi>
      </RecordTop>
      <p className="mb-4">
        {t(`import.kind.${item.kind}`)} · <strong>{t(`import.state.${item.state}`)}</strong>
      </p>
      {item.refusal && (
        <p role="alert" className="mb-6 rounded-md border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
          {t(item.refusal.key as never, item.refusal.vars)}
        </p>
      )}
      {item.running && (
        <div className="mb-6 grid max-w-xl gap-2">
          <label htmlFor="import-progress" className="font-semibold">
            {t("import.progressLabel")}
          </label>
          <progress id="import-progress" max={100} value={item.percent} className="h-4 w-full" aria-valuetext={`${item.percent}%`} />
          <p aria-live="polite" data-testid="import-progress-text">
            {t("import.progress", { percent: `${item.percent}%`, rate: item.rate, left: item.left === undefined ? "…" : t("import.seconds", { n: item.left }) })}
          </p>
          <p className="text-sm text-slate-700">
            {t("import.reloadHint")}{" "}
            <Link to={href(`${path}/${item.id}`)} reloadDocument className="underline">
              ↻
            </Link>
          </p>
        </div>
      )}
      {counts && (
        <Panel id="import-summary" title="import.summary" className="mb-6">
          <dl className="grid max-w-md grid-cols-2 gap-x-4 gap-y-1">
            {(["new", "update", "unchanged", "rejected", "skipped"] as const).map((k) => (
              <div key={k} className="contents">
                <dt>{t(`import.count.${k}`)}</dt>
                <dd>
                  <bdi>{counts[k]}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          {item.state === "checked" && <p className="mt-3">{t("import.dryRunNote")}</p>}
          {item.state === "applied" && <p className="mt-3">{t("import.appliedNote", { n: item.rowsSeen })}</p>}
          {stopped && <p className="mt-3 font-semibold">{t("import.partialNote", { n: item.rowsSeen, total: item.totalRows ?? 0 })}</p>}
          {item.resumes > 0 && <p className="mt-3">{t("import.resumedNote", { n: item.resumedFrom ?? item.appliedRows })}</p>}
        </Panel>
      )}
      {canCreate && (item.state === "checked" || item.running) && (
        <div className="mb-6 flex flex-wrap gap-3">
          {item.state === "checked" && <IntentButton intent="apply" label="import.apply" />}
          <IntentButton intent="cancel" label="import.cancel" danger />
        </div>
      )}
      {!item.running && item.state !== "refused" && (
        <Panel id="import-problems" title="import.problems">
          {problems.length === 0 ? (
            <p>{t("import.noProblems")}</p>
          ) : (
            <>
              <p className="mb-3">
                <a href={href(`${path}/${item.id}/rejected`)} download className="font-semibold text-brand-700 underline underline-offset-2">
                  {t("import.downloadRejected")}
                </a>
              </p>
              <p className="mb-2 text-sm">{t("import.moreProblems", { n: problems.length })}</p>
              <ScrollFrame>
                <table className={tableClass}>
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        {t("import.row")}
                      </th>
                      <th scope="col" className={thClass}>
                        {t("import.problem")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {problems.map((p) => (
                      <tr key={p.id}>
                        <td className={tdClass}>
                          <bdi>{p.row}</bdi>
                        </td>
                        <td className={tdClass}>{p.text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollFrame>
            </>
          )}
        </Panel>
      )}
    </>
  );
}
