import { Link } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { formatAed } from "#core/money.ts";
import { orderStates } from "#core/checkout/order-states.ts";

import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { ExportableListTop } from "#app/components/admin/export-link.tsx";
import type { Route } from "./+types/list.ts";
import { transactionQuery } from "./transactions.server.ts";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

const path = sectionPath("transactions");

/** Transactions: every order with its buyer, amount and state; filters, search by buyer, CSV export. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:transaction");
  const query = transactionQuery(url);
  const [result, holds] = await Promise.all([services.transactions.list(query.service), services.transactions.holdsByBuyer()]);
  return {
    holds: holds.map((h) => ({ ...h, firstEnds: h.firstEnds.toISOString(), lastEnds: h.lastEnds.toISOString() })),
    ...result,
    items: result.items.map((r) => ({ ...r, total: r.total.toString(), createdAt: r.createdAt.toISOString() })),
    query: query.raw,
    sort: query.service.sort,
    path,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.transactions");

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminTransactions({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const columns: Column<Row>[] = [
    recordColumn(path, { id: "id", header: "transactions.id" }, (r) => <bdi dir="ltr">{`#${r.id}`}</bdi>),
    { id: "category", header: "transactions.category", cell: (r) => t(r.itemKind === "plate" ? "transactions.plate" : "transactions.number") },
    { id: "amount", header: "transactions.amount", sort: "amount", cell: (r) => <bdi>{formatAed(r.total, lang)}</bdi> },
    { id: "buyer", header: "transactions.buyer", cell: (r) => <bdi>{r.buyerName}</bdi> },
    { id: "phone", header: "transactions.phone", cell: (r) => (r.buyerPhone ? <bdi dir="ltr">{r.buyerPhone}</bdi> : "—") },
    { id: "status", header: "transactions.status", cell: (r) => t(`order.state.${r.state}`) },
    { id: "date", header: "transactions.date", sort: "date", cell: (r) => formatDateTime(r.createdAt, lang) },
  ];
  return (
    <>
      <ExportableListTop section="transactions" />
      <HoldsByBuyer holds={loaderData.holds} />
      <DataTable list={loaderData} columns={columns} words="transactions" search filters={[
          { name: "status", label: "transactions.status", options: orderStates.map((s) => ({ value: s, label: `order.state.${s}` as const })) },
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

/** Who holds items now: a buyer keeping many one-of-a-kind items from everyone else stands out (decision 0038). */
function HoldsByBuyer({ holds }: { holds: Route.ComponentProps["loaderData"]["holds"] }) {
  const { t, lang, href } = useT();
  return (
    <section aria-labelledby="holds-heading" className="mb-8">
      <h2 id="holds-heading" className="mb-2 text-xl font-bold">
        {t("transactions.holdsHeading")}
      </h2>
      {holds.length === 0 ? (
        <p className="text-slate-700">{t("transactions.holdsNone")}</p>
      ) : (
        <ScrollFrame>
          <table className="min-w-full text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-start">
                <th scope="col" className="p-2 text-start">{t("transactions.buyer")}</th>
                <th scope="col" className="p-2 text-start">{t("transactions.holdsCount")}</th>
                <th scope="col" className="p-2 text-start">{t("transactions.holdsFirstEnds")}</th>
                <th scope="col" className="p-2 text-start">{t("transactions.holdsLastEnds")}</th>
              </tr>
            </thead>
            <tbody>
              {holds.map((h) => (
                <tr key={h.buyerId} className="border-b border-slate-200">
                  <th scope="row" className="p-2 text-start font-normal">
                    <Link to={`${href(path)}?q=${encodeURIComponent(h.buyerEmail)}`} className="text-brand-700 underline underline-offset-2">
                      <bdi>{h.buyerName}</bdi> (<bdi dir="ltr">{h.buyerEmail}</bdi>)
                    </Link>
                  </th>
                  <td className="p-2">{h.holds}</td>
                  <td className="p-2">{formatDateTime(h.firstEnds, lang)}</td>
                  <td className="p-2">{formatDateTime(h.lastEnds, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      )}
    </section>
  );
}
