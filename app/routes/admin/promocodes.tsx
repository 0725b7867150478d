import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { PROMOS_DEFAULT_SORT, promoListQuery } from "#core/validation/admin.ts";
import { promoForm } from "#core/validation/checkout.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { formatPercent } from "#core/text/percent.ts";
import { AdminHeading, Flash, withFlash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { parseForm } from "#app/components/form-kit/index.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/promocodes.ts";
import { PromoForm } from "./promo-form.tsx";

/** Promo codes: each with its discount, expiry and uses; staff with create:promocode add one here. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:promocode");
  const query = promoListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: "table.badSort" }, 400);
  const sort = sortOf(query.data, PROMOS_DEFAULT_SORT);
  const result = await services.promoCodes.list({ page: query.data.page, sort });
  const now = Date.now();
  return {
    ...result,
    items: result.items.map((p) => ({
      id: p.id,
      code: p.code,
      percent: p.percent,
      expiresAt: p.expiresAt.toISOString(),
      uses: p.uses,
      maxUses: p.maxUses,
      state: p.expiresAt.getTime() <= now ? ("expired" as const) : p.maxUses !== null && p.uses >= p.maxUses ? ("usedUp" as const) : ("active" as const),
    })),
    query: { sort: query.data.sort, dir: query.data.dir },
    sort,
    canCreate: can(viewer.scope, "create:promocode"),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = staffActor(await session.requirePermission("create:promocode"), ip);
  const submission = parseForm(await request.formData(), promoForm);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const v = submission.value;
    await services.promoCodes.create(actor, { code: v.code, percent: v.percent, expiresAt: v.expires_at, maxUses: v.max_uses ?? null });
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ result }, { status });
  }
  return redirect(withFlash(localePath(langFromParam(params.lang), "/admin/promocodes"), "promoCreated"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.promocodes");

type PromoRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminPromocodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const columns: Column<PromoRow>[] = [
    {
      id: "code",
      header: "promo.code",
      rowHeader: true,
      sort: "code",
      cell: (p) => (
        <Link to={href(`/admin/promocodes/${p.id}`)} className="text-brand-700 underline underline-offset-2">
          <bdi dir="ltr">{p.code}</bdi>
        </Link>
      ),
    },
    { id: "percent", header: "promo.percent", cell: (p) => <bdi>{formatPercent(p.percent, lang)}</bdi> },
    { id: "expires", header: "promo.expiresAt", sort: "expires", cell: (p) => formatUaeTime(p.expiresAt, lang) },
    { id: "uses", header: "promo.uses", sort: "uses", cell: (p) => <bdi dir="ltr">{p.maxUses === null ? p.uses : `${p.uses} / ${p.maxUses}`}</bdi> },
    { id: "state", header: "promo.state", cell: (p) => t(`promo.${p.state}`) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.promocodes")}</AdminHeading>
      <Flash />
      <DataTable rows={loaderData.items} columns={columns} empty="promo.empty" total={loaderData.total} page={loaderData.page} pages={loaderData.pages} path="/admin/promocodes" query={loaderData.query} sort={loaderData.sort} />
      {loaderData.canCreate && (
        <section aria-labelledby="new-promo" className="mt-8">
          <h2 id="new-promo" className="mb-3 text-xl font-bold">
            {t("promo.new")}
          </h2>
          <PromoForm id="new-promo-form" lastResult={actionData?.result} submit="promo.create" />
        </section>
      )}
    </>
  );
}
