import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { jobBulkForm, jobIdForm, jobListQuery } from "#core/validation/admin.ts";
import { AdminHeading, Flash, FormError, buttonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/jobs.ts";

const states = ["queued", "running", "succeeded", "failed"] as const;

/** Background jobs, newest first: state, tries, last error; a failed one can be run again. ?state= &page= */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requirePermission("read:job");
  const query = jobListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: "error.validation" }, 400);
  const { items, total, page, pages } = await services.jobs.list(query.data);
  return {
    state: query.data.state ?? "",
    page,
    pages,
    total,
    canRetry: can(user.scope, "update:job"),
    items: items.map((j) => ({ id: j.id, name: j.name, state: j.state, attempts: j.attempts, maxAttempts: j.maxAttempts, lastError: j.lastError, runAt: j.runAt, createdAt: j.createdAt })),
  };
}

/** Runs a failed job again: one (its row's button) or several (the selected rows). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = await session.requirePermission("update:job");
  const form = await request.formData();
  const lang = langFromParam(params.lang);
  if (form.get("intent") === "retry") {
    const bulk = jobBulkForm.safeParse({ ids: form.getAll("ids") });
    if (!bulk.success) return data({ error: (bulk.error.issues.some((i) => i.message === "table.noneSelected") ? "table.noneSelected" : "error.validation") as MessageKey }, 400);
    let retried = 0;
    for (const id of new Set(bulk.data.ids)) if (await services.jobs.retry(staffActor(actor, ip), id)) retried++;
    return redirect(withFlash(localePath(lang, "/admin/jobs"), "jobsRetried", retried));
  }
  const parsed = jobIdForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "error.validation" as MessageKey }, 400);
  const retried = await services.jobs.retry(staffActor(actor, ip), parsed.data.id);
  if (!retried) return data({ error: ((await services.jobs.get(parsed.data.id)) ? "admin.jobNotRetriable" : "admin.jobNotFound") as MessageKey }, 409);
  return redirect(withFlash(localePath(lang, "/admin/jobs"), "jobRetried"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.jobs");

type JobItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { items, page, pages, total, state, canRetry } = loaderData;
  const columns: Column<JobItem>[] = [
    { id: "job", header: "admin.job", rowHeader: true, cell: (j) => <bdi dir="ltr">{`#${j.id} ${j.name}`}</bdi> },
    { id: "state", header: "admin.status", cell: (j) => t(`admin.jobState.${j.state}`) },
    { id: "attempts", header: "admin.attempts", cell: (j) => <bdi dir="ltr">{`${j.attempts} / ${j.maxAttempts}`}</bdi> },
    { id: "error", header: "admin.lastError", className: "max-w-80 break-words", cell: (j) => (j.lastError ? <bdi dir="ltr">{j.lastError}</bdi> : "—") },
    { id: "created", header: "admin.createdAt", cell: (j) => formatDateTime(j.createdAt, lang) },
  ];
  const retryColumn: Column<JobItem> = {
    id: "retry",
    header: "admin.retry",
    hiddenHeader: true,
    cell: (j) =>
      j.state === "failed" && (
        <Form method="post">
          <input type="hidden" name="id" value={j.id} />
          <button type="submit" className={buttonClass} aria-label={`${t("admin.retry")} #${j.id}`}>
            {t("admin.retry")}
          </button>
        </Form>
      ),
  };
  return (
    <>
      <AdminHeading>{t("admin.section.jobs")}</AdminHeading>
      <Flash />
      <FormError error={actionData?.error} />
      <DataTable
        list={{ items, total, page, pages, query: { state } }}
        columns={canRetry ? [...columns, retryColumn] : columns}
        empty="admin.jobsEmpty"
        path="/admin/jobs"
        filters={[{ name: "state", label: "admin.status", options: states.map((s) => ({ value: s, label: `admin.jobState.${s}` as const })) }]}
        {...(canRetry ? { selection: { actions: [{ intent: "retry", label: "admin.retrySelected" }] } } : {})}
      />
    </>
  );
}
