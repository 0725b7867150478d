import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { pageQuery } from "#core/validation/pagination.ts";
import { AdminHeading } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { listQueryOf } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

/**
 * Traffic Data Info: the buyers' verification records. The documents open through the private files route,
 * which checks read:traffic_data again and writes every opening to the audit log.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:traffic_data");
  const { query } = listQueryOf(url, pageQuery);
  const result = await services.trafficData.list(query.page);
  return {
    ...result,
    path: sectionPath("traffic_data"),
    items: result.items.map((v) => ({
      id: v.userId,
      name: `${v.firstName} ${v.lastName}`,
      email: v.email,
      fileNumber: v.trafficFileNumber,
      emiratesId: v.emiratesIdKey,
      licence: v.drivingLicenceKey,
      updatedAt: v.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.traffic_data");

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminTrafficData({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const document = (key: string | null, name: "traffic.emiratesId" | "traffic.licence") =>
    key ? (
      <a href={`/api/files/private/${key}`} target="_blank" rel="noopener" className="text-brand-700 underline">
        {t("transactions.openDocument", { name: t(name) })}
      </a>
    ) : (
      "—"
    );
  const columns: Column<Row>[] = [
    { id: "name", header: "traffic.name", rowHeader: true, cell: (r) => <bdi>{r.name}</bdi> },
    { id: "email", header: "admin.email", cell: (r) => <bdi dir="ltr">{r.email}</bdi> },
    { id: "file", header: "traffic.fileNumber", cell: (r) => (r.fileNumber ? <bdi dir="ltr">{r.fileNumber}</bdi> : "—") },
    { id: "eid", header: "traffic.emiratesId", cell: (r) => document(r.emiratesId, "traffic.emiratesId") },
    { id: "licence", header: "traffic.licence", cell: (r) => document(r.licence, "traffic.licence") },
    { id: "updated", header: "traffic.updated", cell: (r) => formatDateTime(r.updatedAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.traffic_data")}</AdminHeading>
      <p className="mb-4 text-sm text-slate-700">{t("traffic.openedAudited")}</p>
      <DataTable list={loaderData} columns={columns} words="traffic" />
    </>
  );
}
