import { pick } from "#core/i18n/lang.ts";
import { sectionPath } from "#core/access/admin-sections.ts";
import { BUNDLES_DEFAULT_SORT, bundleCreateForm, bundleListQuery } from "#core/validation/bundles-admin.ts";
import { AdminHeading, Flash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formIntent, openList, sectionAction } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { bundleRow } from "./bundles.server.ts";
import { NewBundle } from "./parts.tsx";

const path = sectionPath("bundles");

/** Staff's bundles (decision 0070): each with its plate and number, its price and where it stands; a new one below. */
export async function loader(args: Route.LoaderArgs) {
  const { services, may, query, listPage, sort, lang } = await openList(args, "bundles", bundleListQuery, BUNDLES_DEFAULT_SORT);
  const [result, emirates] = await Promise.all([services.bundlesAdmin.list({ page: query.page, sort }), services.catalog.listEmirates()]);
  return {
    ...listPage(result),
    items: result.items.map((row) => bundleRow(row, lang)),
    emirates: emirates.map((e) => ({ value: e.code, label: { text: pick(lang, e.name, e.nameAr) } })),
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "bundles",
    intents: {
      create: formIntent("create:bundle", bundleCreateForm, async ({ services, actor }, v) => {
        const id = await services.bundlesAdmin.create(actor, { emirate: v.emirate, code: v.code, plateNumber: v.plate_number, number: v.number }, { price: BigInt(v.price), active: v.active ?? false });
        return { done: "bundleCreated", to: `${path}/${id}` };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.bundles");

type BundleRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminBundles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const columns: Column<BundleRow>[] = [
    recordColumn(loaderData.path, { id: "plate", header: "bundles.admin.plate" }, (b) => <bdi>{b.plate}</bdi>),
    { id: "number", header: "bundles.admin.number", cell: (b) => <bdi dir="ltr">{b.number}</bdi> },
    { id: "price", header: "bundles.admin.price", sort: "price", cell: (b) => <bdi>{b.price}</bdi> },
    { id: "state", header: "bundles.admin.state", cell: (b) => t(b.state) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.bundles")}</AdminHeading>
      <Flash />
      <DataTable list={loaderData} columns={columns} words="bundles.admin" />
      {loaderData.canCreate && <NewBundle lastResult={formResult(actionData)} emirates={loaderData.emirates} />}
    </>
  );
}
