import { Form } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { auditQuery } from "#core/validation/admin.ts";
import { AdminHeading, AdminSubmitButton, inputClass } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { listQueryOf } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const PER_PAGE = 50;
const path = sectionPath("audit");
/** One day later: "until 2026-11-24" includes that whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/** Who changed what, newest first, filtered by kind of record, action and dates. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:audit");
  const { query, echo } = listQueryOf(url, auditQuery);
  const { entity, action, from, to, page } = query;
  const result = await services.audit.list({
    entity,
    action,
    from: from ? new Date(`${from}T00:00:00Z`) : undefined,
    to: to ? dayAfter(to) : undefined,
    page,
    perPage: PER_PAGE,
  });
  return {
    ...result,
    query: echo,
    path,
    filters: { entity: entity ?? "", action: action ?? "", from: from ?? "", to: to ?? "" },
    items: result.items.map((e) => ({ id: e.id, at: e.at, who: e.actorEmail, ip: e.actorIp, action: e.action, entity: e.entity, entityId: e.entityId, before: e.before, after: e.after })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.audit");

/** A before/after pair as short lines, "field: old → new". */
function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((k) => `${k}: ${before && k in before ? JSON.stringify(before[k]) : "—"} → ${after && k in after ? JSON.stringify(after[k]) : "—"}`);
}

type AuditItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const { filters } = loaderData;
  const columns: Column<AuditItem>[] = [
    { id: "when", header: "admin.when", rowHeader: true, className: "font-normal", cell: (e) => formatDateTime(e.at, lang) },
    {
      id: "who",
      header: "admin.who",
      cell: (e) => (
        <>
          {e.who ? <bdi dir="ltr">{e.who}</bdi> : t("admin.system")}
          {e.ip && (
            <span className="block text-xs text-slate-700">
              {t("admin.fromAddress")} <bdi dir="ltr">{e.ip}</bdi>
            </span>
          )}
        </>
      ),
    },
    { id: "action", header: "admin.action", cell: (e) => <bdi dir="ltr">{e.action}</bdi> },
    { id: "record", header: "admin.record", cell: (e) => <bdi dir="ltr">{`${e.entity} ${e.entityId}`}</bdi> },
    {
      id: "change",
      header: "admin.change",
      className: "max-w-96 break-words",
      cell: (e) => (
        <ul dir="ltr" className="text-xs">
          {changeLines(e.before, e.after).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
  ];
  const field = (name: keyof typeof filters, label: string, type = "text") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`audit-${name}`} className="font-semibold">
        {label}
      </label>
      <input id={`audit-${name}`} name={name} type={type} defaultValue={filters[name]} maxLength={40} dir="ltr" className={inputClass} />
    </div>
  );
  return (
    <>
      <AdminHeading>{t("admin.section.audit")}</AdminHeading>
      <Form method="get" action={href(path)} className="mb-6 flex flex-wrap items-end gap-3">
        {field("entity", t("admin.recordKind"))}
        {field("action", t("admin.action"))}
        {field("from", t("admin.from"), "date")}
        {field("to", t("admin.to2"), "date")}
        <AdminSubmitButton label="admin.filter" />
      </Form>
      <DataTable list={loaderData} columns={columns} words="audit" />
    </>
  );
}
