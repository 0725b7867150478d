import { appContext } from "#app-context";
import { requestKinds, requestStatuses } from "#core/validation/requests.ts";

import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { ExportableListTop } from "#app/components/admin/export-link.tsx";
import { requestSubject } from "#app/lib/my-requests.ts";
import type { Route } from "./+types/list.ts";
import { requestQuery, requestSection } from "./requests.server.ts";

/** All Services, Requested Plates, Estimate Plates, Draw Plates and Contact Inquiries: one list, by section. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const section = requestSection(url);
  const viewer = await session.requirePermission(section.read);
  const query = requestQuery(url, section, viewer.id);
  const result = await services.requestsAdmin.list(query.service);
  return {
    section: { id: section.id, label: section.label, kinds: section.kinds },
    ...result,
    items: result.items.map((r) => ({ id: r.id, kind: r.kind, status: r.status, name: r.name, email: r.email, phone: r.phone, subject: requestSubject(r), assigned: r.assigneeId !== null, createdAt: r.createdAt.toISOString() })),
    query: query.raw,
    sort: query.service.sort,
    path: section.path,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData?.section.label ?? "admin.title");

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { section } = loaderData;
  const columns: Column<Row>[] = [
    recordColumn(loaderData.path, { id: "id", header: "requests.id" }, (r) => <bdi dir="ltr">{`#${r.id}`}</bdi>),
    ...(section.kinds.length > 1 ? [{ id: "kind", header: "requests.kindLabel", cell: (r: Row) => t(`requests.kind.${r.kind}`) } satisfies Column<Row>] : []),
    { id: "requester", header: "requests.requester", cell: (r) => (<><bdi>{r.name}</bdi><br /><bdi dir="ltr" className="text-slate-700">{r.phone}</bdi></>) },
    { id: "subject", header: "requests.subject", cell: (r) => <bdi>{r.subject}</bdi> },
    { id: "status", header: "requests.status", sort: "status", cell: (r) => t(`requests.status.${r.status}`) },
    { id: "date", header: "requests.date", sort: "date", cell: (r) => formatDateTime(r.createdAt, lang) },
  ];
  return (
    <>
      <ExportableListTop section={section.id} />
      <DataTable list={loaderData} columns={columns} words="requests" search filters={[
          { name: "status", label: "requests.status", options: requestStatuses.map((s) => ({ value: s, label: `requests.status.${s}` as const })) },
          ...(section.kinds.length > 1 ? [{ name: "kind", label: "requests.kindLabel" as const, options: requestKinds.filter((k) => section.kinds.includes(k)).map((k) => ({ value: k, label: `requests.kind.${k}` as const })) }] : []),
          { name: "assigned", label: "requests.assignee", options: [{ value: "me", label: "requests.assignedToMe" }, { value: "nobody", label: "requests.unassigned" }] },
        ]}
      />
    </>
  );
}
