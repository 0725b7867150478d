import { Form } from "react-router";
import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { BANNERS_DEFAULT_SORT, bannerListQuery } from "#core/validation/banners.ts";
import { AdminHeading, ButtonLink, Flash, FormError } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn, yesNoOptions } from "#app/components/admin/data-table.tsx";
import { refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { doneIntent, openList, sectionAction } from "#app/lib/admin-section.server.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { bannerShownAt } from "#core/content/banner-schedule.ts";
import type { Route } from "./+types/list.ts";

const path = sectionPath("banners");

/** The home page's banners in their order: thumbnail, titles, dates, state, move up/down; filters active and shown now. */
export async function loader(args: Route.LoaderArgs) {
  const { services, may, query, listPage, sort, lang } = await openList(args, "banners", bannerListQuery, BANNERS_DEFAULT_SORT);
  const result = await services.banners.list({ ...query, sort });
  const now = new Date();
  return {
    ...listPage(result),
    items: result.items.map((b) => ({
      id: b.id,
      image: `/images/${pick(lang, b.image, b.imageAr)}`,
      title: b.title,
      titleAr: b.titleAr,
      startsAt: b.startsAt?.toISOString(),
      endsAt: b.endsAt?.toISOString(),
      state: bannerShownAt(b, now) ? ("banners.shownNow" as const) : !b.active ? ("banners.inactive" as const) : b.endsAt && b.endsAt <= now ? ("banners.ended" as const) : ("banners.scheduled" as const),
    })),
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "banners",
    intents: {
      // A button, not a form staff fill: the service checks what it names, and a refusal shows above the list.
      move: doneIntent("update:banner", ({ services, actor, form }) => services.banners.move(actor, { id: form.get("id"), direction: form.get("direction") }), "bannerMoved"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.banners");

type BannerRow = Route.ComponentProps["loaderData"]["items"][number];

/** A move button: its own small form, named for the banner it moves. */
function MoveButton(props: { id: number; direction: "up" | "down"; title: string }) {
  const { t } = useT();
  const label = t(props.direction === "up" ? "banners.moveUpOf" : "banners.moveDownOf", { title: props.title });
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="direction" value={props.direction} />
      <button type="submit" aria-label={label} title={label} className="rounded-md border border-slate-400 px-2 py-1 font-bold text-brand-800 hover:bg-slate-100">
        <span aria-hidden="true">{props.direction === "up" ? "↑" : "↓"}</span>
      </button>
    </Form>
  );
}

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const when = (iso: string | undefined) => (iso ? formatUaeTime(iso, lang) : t("banners.noLimit"));
  const columns: Column<BannerRow>[] = [
    { id: "image", header: "banners.image", cell: (b) => <img src={b.image} alt="" width={120} height={48} className="h-12 w-30 rounded object-cover" /> },
    recordColumn(path, { id: "title", header: "banners.title", sort: "title" }, (b) => (
      <>
        <span lang="en" dir="ltr">{b.title}</span>
        <br />
        <span lang="ar" dir="rtl">{b.titleAr}</span>
      </>
    )),
    { id: "starts", header: "banners.startsAt", sort: "starts", cell: (b) => when(b.startsAt) },
    { id: "ends", header: "banners.endsAt", sort: "ends", cell: (b) => when(b.endsAt) },
    { id: "state", header: "banners.state", cell: (b) => t(b.state) },
    ...(loaderData.canUpdate
      ? [
          {
            id: "order",
            header: "banners.order" as const,
            sort: "order",
            cell: (b: BannerRow) => (
              <span className="flex gap-1">
                <MoveButton id={b.id} direction="up" title={pick(lang, b.title, b.titleAr)} />
                <MoveButton id={b.id} direction="down" title={pick(lang, b.title, b.titleAr)} />
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.banners")}</AdminHeading>
      <Flash />
      <FormError error={refusalOf(actionData)} />
      {loaderData.canCreate && (
        <p className="mb-6">
          <ButtonLink to={`${path}/new`} label="banners.new" />
        </p>
      )}
      <DataTable list={loaderData} columns={columns} words="banners" search filters={[
          { name: "active", label: "banners.filterActive", options: yesNoOptions },
          { name: "current", label: "banners.filterCurrent", options: yesNoOptions },
        ]}
      />
    </>
  );
}
