import { Link } from "react-router";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import { auctionListQuery } from "#core/validation/auctions-admin.ts";
import { AdminHeading, ButtonLink, Flash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { openList } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const path = sectionPath("auctions");

/** The auctions (decision 0068): each with its state, lots, bidders and paid deposits, newest start first. */
export async function loader(args: Route.LoaderArgs) {
  const { services, viewer, may, query, listPage, sort, lang } = await openList(args, "auctions", auctionListQuery, { key: "starts", dir: "desc" });
  const result = await services.auctions.admin.list({ page: query.page, sort });
  return {
    ...listPage(result),
    items: result.items.map((a) => ({ id: a.id, title: lang === "ar" ? a.titleAr : a.titleEn, startsAt: a.startsAt.toISOString(), endsAt: a.endsAt.toISOString(), phase: a.phase, lots: a.lots, bidders: a.bidders, deposits: a.deposits })),
    canCreate: may.canCreate,
    canConfirm: can(viewer.scope, "confirm:auction_deposit"),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.auctions");

type AuctionRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminAuctions({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const columns: Column<AuctionRow>[] = [
    recordColumn(path, { id: "title", header: "auctionsAdmin.auction" }, (a) => <bdi>{a.title}</bdi>),
    { id: "starts", header: "auctionsAdmin.starts", sort: "starts", cell: (a) => formatUaeTime(a.startsAt, lang) },
    { id: "ends", header: "auctionsAdmin.ends", sort: "ends", cell: (a) => formatUaeTime(a.endsAt, lang) },
    { id: "state", header: "auctionsAdmin.state", cell: (a) => t(`auctionsAdmin.phase.${a.phase}`) },
    { id: "lots", header: "auctionsAdmin.lots", cell: (a) => <bdi>{a.lots}</bdi> },
    { id: "bidders", header: "auctionsAdmin.bidders", cell: (a) => <bdi>{a.bidders}</bdi> },
    { id: "deposits", header: "auctionsAdmin.deposits", cell: (a) => <bdi>{a.deposits}</bdi> },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.auctions")}</AdminHeading>
      <Flash />
      <p className="mb-4 flex flex-wrap gap-3">
        {loaderData.canCreate && (
          <ButtonLink to={`${path}/new`} label="auctionsAdmin.new" />
        )}
        {loaderData.canConfirm && (
          <Link to={href(`${path}/deposits`)} className="self-center font-semibold text-brand-700 underline underline-offset-2">
            {t("auctionsAdmin.depositsTitle")}
          </Link>
        )}
      </p>
      <DataTable list={loaderData} columns={columns} words="auctionsAdmin" />
    </>
  );
}
