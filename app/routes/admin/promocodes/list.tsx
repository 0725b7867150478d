import { sectionPath } from "#core/access/admin-sections.ts";
import { PROMOS_DEFAULT_SORT, promoListQuery } from "#core/validation/admin.ts";
import { promoForm } from "#core/validation/checkout.ts";
import { formatPercent } from "#core/text/percent.ts";
import { AdminHeading, Flash, NewRecord } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { formIntent, openList, sectionAction } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { PromocodeForm } from "./form.tsx";

const path = sectionPath("promocodes");

/** Promo codes: each with its discount, expiry and uses; staff with create:promocode add one here. */
export async function loader(args: Route.LoaderArgs) {
  const { services, may, query, listPage, sort } = await openList(args, "promocodes", promoListQuery, PROMOS_DEFAULT_SORT);
  const result = await services.promocodes.list({ page: query.page, sort });
  const now = Date.now();
  return {
    ...listPage(result),
    items: result.items.map((p) => ({
      id: p.id,
      code: p.code,
      percent: p.percent,
      expiresAt: p.expiresAt.toISOString(),
      uses: p.uses,
      maxUses: p.maxUses,
      state: p.expiresAt.getTime() <= now ? ("expired" as const) : p.maxUses !== null && p.uses >= p.maxUses ? ("usedUp" as const) : ("active" as const),
    })),
    canCreate: may.canCreate,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "promocodes",
    intents: {
      create: formIntent("create:promocode", promoForm, async ({ services, actor }, v) => {
        await services.promocodes.create(actor, { code: v.code, percent: v.percent, expiresAt: v.expires_at, maxUses: v.max_uses ?? null });
        return { done: "promoCreated" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.promocodes");

type PromoRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminPromocodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const columns: Column<PromoRow>[] = [
    recordColumn(path, { id: "code", header: "promo.code", sort: "code" }, (p) => <bdi dir="ltr">{p.code}</bdi>),
    { id: "percent", header: "promo.percent", cell: (p) => <bdi>{formatPercent(p.percent, lang)}</bdi> },
    { id: "expires", header: "promo.expiresAt", sort: "expires", cell: (p) => formatUaeTime(p.expiresAt, lang) },
    { id: "uses", header: "promo.uses", sort: "uses", cell: (p) => <bdi dir="ltr">{p.maxUses === null ? p.uses : `${p.uses} / ${p.maxUses}`}</bdi> },
    { id: "state", header: "promo.state", cell: (p) => t(`promo.${p.state}`) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.promocodes")}</AdminHeading>
      <Flash />
      <DataTable list={loaderData} columns={columns} words="promo" />
      {loaderData.canCreate && (
        <NewRecord id="new-promo" title="promo.new">
          <PromocodeForm id="new-promo-form" lastResult={formResult(actionData)} submit="promo.create" />
        </NewRecord>
      )}
    </>
  );
}
