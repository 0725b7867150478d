import { sectionPath } from "#core/access/admin-sections.ts";
import { ADS_DEFAULT_SORT, adListQuery } from "#core/validation/ads.ts";
import { AdminHeading, Flash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { adRow } from "#app/lib/ads.server.ts";
import { openList } from "#app/lib/admin-section.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const path = sectionPath("ads");
const states = ["pending", "needs_info", "approved", "rejected", "withdrawn", "expired"] as const;

/** Owners' ads ("Sell with us"): waiting ones first by default filter; each opens for review. */
export async function loader(args: Route.LoaderArgs) {
  const { services, query, sort, listPage, lang } = await openList(args, "ads", adListQuery, ADS_DEFAULT_SORT);
  const result = await services.ads.list({ ...query, sort });
  return { ...listPage(result), items: result.items.map((ad) => adRow(ad, lang)) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.ads");

type AdItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminAds({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const columns: Column<AdItem>[] = [
    recordColumn(path, { id: "item", header: "ads.item" }, (a) => <bdi>{a.item}</bdi>),
    { id: "price", header: "ads.price", sort: "price", cell: (a) => <bdi>{a.price}</bdi> },
    { id: "state", header: "ads.stateLabel", cell: (a) => t(`ads.state.${a.state}`) },
    { id: "created", header: "ads.created", sort: "created", cell: (a) => formatDate(a.createdAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.ads")}</AdminHeading>
      <Flash />
      <DataTable list={loaderData} columns={columns} words="ads.admin" filters={[
          { name: "state", label: "ads.stateLabel", options: states.map((s) => ({ value: s, label: `ads.state.${s}` as const })) },
          { name: "kind", label: "ads.kind", options: [{ value: "plate", label: "ads.kind.plate" }, { value: "number", label: "ads.kind.number" }] },
        ]}
      />
    </>
  );
}
