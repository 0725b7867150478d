import { Link } from "react-router";
import { appContext } from "#app-context";
import { formatAed } from "#core/money.ts";
import { AdminHeading, Flash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/transactions.ts";
import { transactionQuery } from "./transactions.server.ts";

const states = ["verification", "payment", "paid", "documents_checked", "transfer_booked", "transferred", "activated", "cancelled", "expired", "refund_due", "refunded"] as const;

/** Transactions: every order with its buyer, amount and state; filters, search by buyer, CSV export. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:transaction");
  const query = transactionQuery(url);
  const result = await services.orders.list(query.service);
  return {
    ...result,
    items: result.items.map((r) => ({ ...r, total: r.total.toString(), createdAt: r.createdAt.toISOString() })),
    query: query.raw,
    sort: query.service.sort,
    exportSearch: url.search,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.transactions");

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminTransactions({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const columns: Column<Row>[] = [
    {
      id: "id",
      header: "transactions.id",
      rowHeader: true,
      cell: (r) => (
        <Link to={href(`/admin/transactions/${r.id}`)} className="text-brand-700 underline underline-offset-2">
          <bdi dir="ltr">{`#${r.id}`}</bdi>
        </Link>
      ),
    },
    { id: "category", header: "transactions.category", cell: (r) => t(r.itemKind === "plate" ? "transactions.plate" : "transactions.number") },
    { id: "amount", header: "transactions.amount", sort: "amount", cell: (r) => <bdi>{formatAed(r.total, lang)}</bdi> },
    { id: "buyer", header: "transactions.buyer", cell: (r) => <bdi>{r.buyerName}</bdi> },
    { id: "phone", header: "transactions.phone", cell: (r) => (r.buyerPhone ? <bdi dir="ltr">{r.buyerPhone}</bdi> : "—") },
    { id: "status", header: "transactions.status", cell: (r) => t(`order.state.${r.state}`) },
    { id: "date", header: "transactions.date", sort: "date", cell: (r) => formatDateTime(r.createdAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.transactions")}</AdminHeading>
      <Flash />
      <p className="mb-4">
        <a href={`${href("/admin/transactions/export")}${loaderData.exportSearch}`} className="font-semibold text-brand-700 underline underline-offset-2" download>
          {t("transactions.exportCsv")}
        </a>
      </p>
      <DataTable
        rows={loaderData.items}
        columns={columns}
        empty="transactions.empty"
        total={loaderData.total}
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/transactions"
        query={loaderData.query}
        sort={loaderData.sort}
        search="transactions.search"
        filters={[
          { name: "status", label: "transactions.status", options: states.map((s) => ({ value: s, label: `order.state.${s}` as const })) },
          { name: "category", label: "transactions.category", options: [{ value: "plate", label: "transactions.plate" }, { value: "number", label: "transactions.number" }] },
          { name: "from", label: "transactions.from", input: "date" },
          { name: "to", label: "transactions.to", input: "date" },
          { name: "min", label: "transactions.minAmount", input: "amount" },
          { name: "max", label: "transactions.maxAmount", input: "amount" },
        ]}
      />
    </>
  );
}
