import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { AdminHeading, Flash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, onePage, recordColumn } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { builtInMetadata } from "./parts.tsx";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const path = sectionPath("metadata");

/** Metadata: every public page with the title, description and keywords it shows now, edited or built in. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:metadata");
  const lang = langFromParam(params.lang);
  const entries = await services.metadataAdmin.list();
  return onePage(
    entries.map((e) => ({
      id: e.pageName,
      page: e.page,
      path: e.path,
      title: e.values ? pick(lang, e.values.title, e.values.titleAr) : "",
      description: e.values ? pick(lang, e.values.description, e.values.descriptionAr) : "",
      keywords: e.values ? pick(lang, e.values.keywords, e.values.keywordsAr) : "",
    })),
    path,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.metadata");

type Row = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminMetadata({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  // A value the record leaves empty shows the built-in default, marked as such.
  const shown = (value: string, fallback: string) => (value ? <bdi>{value}</bdi> : <span className="text-slate-600"><bdi>{fallback}</bdi> ({t("metadata.builtIn")})</span>);
  const columns: Column<Row>[] = [
    recordColumn(path, { id: "page", header: "metadata.page" }, (r) => <bdi>{builtInMetadata({ pageName: r.id, page: r.page }, lang, t).title}</bdi>),
    { id: "address", header: "pages.address", cell: (r) => (r.path ? <bdi dir="ltr">{href(r.path)}</bdi> : "") },
    { id: "title", header: lang === "ar" ? "metadata.titleAr" : "metadata.title", cell: (r) => shown(r.title, builtInMetadata({ pageName: r.id, page: r.page }, lang, t).title) },
    { id: "description", header: lang === "ar" ? "metadata.descriptionAr" : "metadata.description", cell: (r) => shown(r.description, builtInMetadata({ pageName: r.id, page: r.page }, lang, t).description) },
    { id: "keywords", header: lang === "ar" ? "metadata.keywordsAr" : "metadata.keywords", cell: (r) => <bdi>{r.keywords}</bdi> },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.metadata")}</AdminHeading>
      <Flash />
      <DataTable list={loaderData} columns={columns} words="metadata" />
    </>
  );
}
