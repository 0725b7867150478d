import { Form } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import { jobBulkForm, jobIdForm, jobListQuery } from "#core/validation/admin.ts";
import { AdminHeading, Flash, FormError, buttonClass } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { listQueryOf, plainIntent, refusal, sectionAction } from "#app/lib/admin-section.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const path = sectionPath("jobs");
const states = ["queued", "running", "succeeded", "failed"] as const;

/** Background jobs, newest first: state, tries, last error; a failed one can be run again. ?state= &page= */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requirePermission("read:job");
  const { query, echo } = listQueryOf(url, jobListQuery);
  const result = await services.jobs.list(query);
  return {
    ...result,
    items: result.items.map((j) => ({ id: j.id, name: j.name, state: j.state, attempts: j.attempts, maxAttempts: j.maxAttempts, lastError: j.lastError, runAt: j.runAt, createdAt: j.createdAt })),
    query: echo,
    path,
    canRetry: can(user.scope, "update:job"),
  };
}

/** Runs a failed job again: one (its row's button, which posts no intent) or several (the selected rows). */
export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "jobs",
    intents: {
      one: plainIntent("update:job", async ({ services, actor, form }) => {
        const parsed = jobIdForm.safeParse(Object.fromEntries(form));
        if (!parsed.success) throw refusal(400, "error.validation");
        if (!(await services.jobs.retry(actor, parsed.data.id))) throw refusal(409, (await services.jobs.get(parsed.data.id)) ? "admin.jobNotRetriable" : "admin.jobNotFound");
        return { done: "jobRetried" };
      }),
      retry: plainIntent("update:job", async ({ services, actor, form }) => {
        const bulk = jobBulkForm.safeParse({ ids: form.getAll("ids") });
        if (!bulk.success) throw refusal(400, bulk.error.issues.some((i) => i.message === "table.noneSelected") ? "table.noneSelected" : "error.validation");
        let retried = 0;
        for (const id of new Set(bulk.data.ids)) if (await services.jobs.retry(actor, id)) retried++;
        return { done: "jobsRetried", n: retried };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.jobs");

type JobItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { canRetry } = loaderData;
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
      <FormError error={refusalOf(actionData)} />
      <DataTable
        list={loaderData}
        columns={canRetry ? [...columns, retryColumn] : columns}
        words="jobs"
        filters={[{ name: "state", label: "admin.status", options: states.map((s) => ({ value: s, label: `admin.jobState.${s}` as const })) }]}
        {...(canRetry ? { selection: { actions: [{ intent: "retry", label: "admin.retrySelected" }] } } : {})}
      />
    </>
  );
}
