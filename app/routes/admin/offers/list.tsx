import { sectionPath } from "#core/access/admin-sections.ts";
import { formatAed } from "#core/money.ts";
import { offerInboxQuery, offerStateNames } from "#core/validation/offers.ts";
import { AdminHeading, Flash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { openList } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const path = sectionPath("offers");

/** The offers inbox (decision 0064): buyers' offers staff answer, newest first; never one below its item's floor. */
export async function loader(args: Route.LoaderArgs) {
  const { services, query, listPage, sort, lang } = await openList(args, "offers", offerInboxQuery, { key: "created", dir: "desc" });
  const result = await services.offersAdmin.list({ ...query, sort }, lang);
  return {
    ...listPage(result),
    items: result.items.map((o) => ({
      id: o.id,
      item: o.itemName,
      buyer: o.buyerEmail,
      amount: formatAed(o.amount, lang),
      price: o.listPrice === undefined ? "" : formatAed(o.listPrice, lang),
      state: o.state,
      createdAt: o.createdAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.offers");

type OfferRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminOffers({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const columns: Column<OfferRow>[] = [
    recordColumn(path, { id: "item", header: "offers.item" }, (o) => <bdi>{o.item}</bdi>),
    { id: "buyer", header: "offers.buyer", cell: (o) => <bdi dir="ltr">{o.buyer}</bdi> },
    { id: "amount", header: "offers.offered", sort: "amount", cell: (o) => <bdi>{o.amount}</bdi> },
    { id: "price", header: "offers.price", cell: (o) => <bdi>{o.price}</bdi> },
    { id: "state", header: "offers.state", cell: (o) => t(`offers.state.${o.state}`) },
    { id: "created", header: "offers.created", sort: "created", cell: (o) => formatUaeTime(o.createdAt, lang) },
    { id: "expires", header: "offers.expires", sort: "expires", cell: (o) => formatUaeTime(o.expiresAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.offers")}</AdminHeading>
      <Flash />
      <DataTable list={loaderData} columns={columns} words="offers.inbox" search filters={[
          { name: "state", label: "offers.state", options: offerStateNames.map((s) => ({ value: s, label: `offers.state.${s}` as const })) },
          { name: "kind", label: "offers.item", options: [{ value: "plate", label: "offers.kind.plate" }, { value: "number", label: "offers.kind.number" }] },
        ]}
      />
    </>
  );
}
