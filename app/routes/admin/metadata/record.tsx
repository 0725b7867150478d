import { data } from "react-router";
import { metadataForm, metadataPageParam } from "#core/validation/metadata.ts";
import { AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { builtInMetadata } from "./parts.tsx";
import { BilingualField, KitForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, openSection, sectionAction } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";

/** The page an address names (a malformed one: the section's 404). */
function pageNameOf(raw: string | undefined): string {
  const parsed = metadataPageParam.safeParse(raw);
  if (!parsed.success) throw data({ messageKey: "metadata.notFound" }, 404);
  return parsed.data;
}

/** One public page's title, description and keywords in both languages; an empty value shows the built-in default. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "metadata");
  const entry = await services.metadataAdmin.get(pageNameOf(params.page));
  if (!entry) throw data({ messageKey: "metadata.notFound" }, 404);
  const v = entry.values;
  return {
    entry: { pageName: entry.pageName, page: entry.page, path: entry.path },
    values: { title: v?.title ?? "", title_ar: v?.titleAr ?? "", description: v?.description ?? "", description_ar: v?.descriptionAr ?? "", keywords: v?.keywords ?? "", keywords_ar: v?.keywordsAr ?? "", version: String(entry.version) },
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  const pageName = pageNameOf(args.params.page);
  return sectionAction(args, {
    section: "metadata",
    intents: {
      save: formIntent("update:metadata", metadataForm, async ({ services, actor }, v) => {
        await services.metadataAdmin.save(actor, pageName, { title: v.title, titleAr: v.title_ar, description: v.description, descriptionAr: v.description_ar, keywords: v.keywords, keywordsAr: v.keywords_ar, version: v.version });
        return { done: "metadataSaved" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.metadata");

const optional = ["title", "title_ar", "description", "description_ar", "keywords", "keywords_ar"];

export default function AdminMetadataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { entry, values, canUpdate } = loaderData;
  const [form, fields] = useSchemaForm(metadataForm, { id: "metadata-form", lastResult: formResult(actionData), defaultValue: values as never, optional });
  const defaults = builtInMetadata(entry, lang, t);
  return (
    <>
      <RecordTop section="metadata" answer={actionData}>
        <bdi>{defaults.title}</bdi>
      </RecordTop>
      {entry.path && (
        <p className="mb-4">
          <a href={href(entry.path)} className="text-brand-700 underline underline-offset-2">
            {t("metadata.open")}: <bdi dir="ltr">{href(entry.path)}</bdi>
          </a>
        </p>
      )}
      <p className="mb-2 max-w-3xl">{t("metadata.hint")}</p>
      <h2 className="text-lg font-bold">{t("metadata.defaults")}</h2>
      <dl className="mb-6 max-w-3xl rounded-md bg-slate-50 px-4 py-3 text-sm">
        <dt className="font-semibold">{t(lang === "ar" ? "metadata.titleAr" : "metadata.title")}</dt>
        <dd><bdi>{defaults.title}</bdi></dd>
        <dt className="mt-2 font-semibold">{t(lang === "ar" ? "metadata.descriptionAr" : "metadata.description")}</dt>
        <dd><bdi>{defaults.description}</bdi></dd>
      </dl>
      {canUpdate && (
        <KitForm
          form={form}
          intent="save"
          labels={{
            title: "metadata.title", title_ar: "metadata.titleAr",
            description: "metadata.description", description_ar: "metadata.descriptionAr",
            keywords: "metadata.keywords", keywords_ar: "metadata.keywordsAr",
          }}
          className="max-w-4xl"
        >
          <input type="hidden" name="version" value={values.version} />
          <BilingualField en={fields.title} ar={fields.title_ar} labels={["metadata.title", "metadata.titleAr"]} />
          <BilingualField en={fields.description} ar={fields.description_ar} labels={["metadata.description", "metadata.descriptionAr"]} />
          <BilingualField en={fields.keywords} ar={fields.keywords_ar} labels={["metadata.keywords", "metadata.keywordsAr"]} />
          <AdminSubmitButton label="metadata.save" />
        </KitForm>
      )}
    </>
  );
}
