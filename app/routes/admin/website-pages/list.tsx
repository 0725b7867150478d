import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { websitePageCreateForm } from "#core/validation/website-pages.ts";
import { websitePagePath } from "#core/website-pages.ts";
import { AdminHeading, Flash, FormError, NewRecord } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, onePage, recordColumn } from "#app/components/admin/data-table.tsx";
import { formResult, refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { PageForm, WebsitePagePreview, previewOf } from "./form.tsx";
import { useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, openSection, sectionAction } from "#app/lib/admin-section.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { previewIntent } from "./website-pages.server.ts";

const path = sectionPath("website_pages");

/** Website Pages: every page with its public address, and a new page (previewed before it is created). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "website_pages");
  const lang = langFromParam(params.lang);
  const pages = await services.websitePages.list();
  return {
    ...onePage(pages.map((p) => ({ id: p.slug, name: pick(lang, p.name, p.nameAr), address: websitePagePath(p.slug), updatedAt: p.updatedAt.toISOString() })), path),
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "website_pages",
    intents: {
      create: formIntent("create:website_page", websitePageCreateForm, async ({ services, actor }, v) => {
        const slug = await services.websitePages.create(actor, { slug: v.slug, name: v.name, nameAr: v.name_ar, content: v.content, contentAr: v.content_ar });
        return { done: "pageCreated", to: `${path}/${slug}` };
      }),
      preview: previewIntent("create:website_page", websitePageCreateForm),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.website_pages");

type PageRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminWebsitePages({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const columns: Column<PageRow>[] = [
    recordColumn(path, { id: "name", header: "metadata.page" }, (p) => <bdi>{p.name}</bdi>),
    { id: "address", header: "pages.address", cell: (p) => <a href={href(p.address)} className="underline underline-offset-2"><bdi dir="ltr">{href(p.address)}</bdi></a> },
    { id: "updated", header: "pages.updated", cell: (p) => formatDate(p.updatedAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.website_pages")}</AdminHeading>
      <Flash />
      <FormError error={refusalOf(actionData)} />
      <DataTable list={loaderData} columns={columns} words="pages" />
      {loaderData.canCreate && (
        <NewRecord id="new-page" title="pages.new">
          <NewPageForm lastResult={formResult(actionData)} />
          <WebsitePagePreview preview={previewOf(actionData)} />
        </NewRecord>
      )}
    </>
  );
}

function NewPageForm(props: { lastResult: Parameters<typeof useSchemaForm>[1]["lastResult"] }) {
  const [form, fields] = useSchemaForm(websitePageCreateForm, { id: "new-page-form", lastResult: props.lastResult });
  return <PageForm form={form} fields={fields} intent="create" />;
}
