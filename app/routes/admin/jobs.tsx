import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { type MessageKey, localePath } from "#core/i18n/index.ts";
import { jobIdForm, jobListQuery } from "#core/validation/admin.ts";
import { AdminHeading, Flash, FormError, buttonClass, inputClass, withFlash } from "#app/components/admin/admin-ui.tsx";
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

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = await session.requirePermission("update:job");
  const parsed = jobIdForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "error.validation" as MessageKey }, 400);
  const retried = await services.jobs.retry(staffActor(actor, ip), parsed.data.id);
  if (!retried) return data({ error: ((await services.jobs.get(parsed.data.id)) ? "admin.jobNotRetriable" : "admin.jobNotFound") as MessageKey }, 409);
  return redirect(withFlash(localePath(langFromParam(params.lang), "/admin/jobs"), "jobRetried"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.jobs");

type JobItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
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
      <Form method="get" action={href("/admin/jobs")} className="mb-6 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="job-state" className="font-semibold">
            {t("admin.status")}
          </label>
          <select id="job-state" name="state" defaultValue={state} className={inputClass}>
            <option value="">{t("admin.allStates")}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {t(`admin.jobState.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          {t("admin.filter")}
        </button>
      </Form>
      <DataTable rows={items} columns={canRetry ? [...columns, retryColumn] : columns} empty="admin.jobsEmpty" total={total} page={page} pages={pages} path="/admin/jobs" query={{ state }} />
    </>
  );
}
