import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { pageSlugParams } from "#core/validation/content.ts";
import { websitePageForm } from "#core/validation/website-pages.ts";
import { isBuiltInPage, websitePagePath } from "#core/website-pages.ts";
import { IntentButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { PageForm, WebsitePagePreview, previewOf } from "./form.tsx";
import { useSchemaForm } from "#app/components/form-kit/index.ts";
import { doneIntent, formIntent, openSection, recordOr404, sectionAction } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { data } from "react-router";
import type { Route } from "./+types/record.ts";
import { previewIntent } from "./website-pages.server.ts";

/** The page an address names; a malformed slug names none (the section's 404, as an unknown one). */
const slugOf = (raw: string | undefined) => pageSlugParams.safeParse({ slug: raw }).data?.slug;

/** One website page: name and content in both languages, previewed before saving; a page staff added can be deleted. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "website_pages");
  const page = await recordOr404(params.slug, services.websitePages.get, "pages.notFound", slugOf);
  return {
    page: { slug: page.slug, name: pick(langFromParam(params.lang), page.name, page.nameAr), address: websitePagePath(page.slug) },
    values: { name: page.name, name_ar: page.nameAr, content: page.content, content_ar: page.contentAr, version: String(page.version) },
    ...may,
    canDelete: may.canDelete && !isBuiltInPage(page.slug),
  };
}

export function action(args: Route.ActionArgs) {
  const slug = slugOf(args.params.slug);
  if (slug === undefined) throw data({ messageKey: "pages.notFound" }, 404);
  const path = sectionPath("website_pages");
  return sectionAction(args, {
    section: "website_pages",
    intents: {
      save: formIntent("update:website_page", websitePageForm, async ({ services, actor }, v) => {
        await services.websitePages.update(actor, slug, { name: v.name, nameAr: v.name_ar, content: v.content, contentAr: v.content_ar, version: v.version });
        return { done: "pageSaved", to: `${path}/${slug}` };
      }),
      preview: previewIntent("update:website_page", websitePageForm),
      delete: doneIntent("delete:website_page", ({ services, actor }) => services.websitePages.remove(actor, slug), "pageDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.page.name } : "admin.title");

export default function AdminWebsitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { page, values, canUpdate, canDelete } = loaderData;
  const [form, fields] = useSchemaForm(websitePageForm, { id: "page-form", lastResult: formResult(actionData), defaultValue: values as never });
  return (
    <>
      <RecordTop section="website_pages" answer={actionData}>
        <bdi>{page.name}</bdi>
      </RecordTop>
      <p className="mb-6">
        {t("pages.address")}:{" "}
        <a href={href(page.address)} className="text-brand-700 underline underline-offset-2">
          <bdi dir="ltr">{href(page.address)}</bdi>
        </a>
      </p>
      {canUpdate && <PageForm form={form} fields={fields} intent="save" version={values.version} />}
      <WebsitePagePreview preview={previewOf(actionData)} />
      {canDelete && <IntentButton intent="delete" label="pages.delete" danger className="mt-8" />}
    </>
  );
}
