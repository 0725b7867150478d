import { type AnyField, BilingualField, KitForm, RichTextField, TextField } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { WebsitePageArticle } from "#app/components/website-page-article.tsx";
import { buttonClass } from "#app/components/admin/admin-ui.tsx";

/** What the preview shows (the action's answer): the name and the content cleaned as a save would clean it, in both languages. */
export interface PagePreview {
  name: string;
  nameAr: string;
  content: string;
  contentAr: string;
}

/** The preview an action answered, if it did. */
export const previewOf = (answer: object | undefined): PagePreview | undefined => (answer && "preview" in answer ? (answer.preview as PagePreview) : undefined);

/**
 * A website page's form: its slug (a new page only), its name and rich-text content in both languages, the
 * record's version (an edit), and two buttons: save (or create) and preview (nothing written).
 */
export function PageForm(props: {
  form: Parameters<typeof KitForm>[0]["form"];
  fields: Record<"name" | "name_ar" | "content" | "content_ar", AnyField> & { slug?: AnyField };
  intent: "create" | "save";
  version?: string;
}) {
  const { t } = useT();
  const { fields } = props;
  const labels = { ...(fields.slug ? { slug: "pages.slug" as const } : {}), name: "pages.name", name_ar: "pages.nameAr", content: "pages.content", content_ar: "pages.contentAr" } as const;
  return (
    <KitForm form={props.form} labels={labels} className="max-w-5xl">
      {props.version !== undefined && <input type="hidden" name="version" value={props.version} />}
      {fields.slug && <TextField field={fields.slug} label="pages.slug" hint="pages.slugHint" ltr />}
      <BilingualField en={fields.name} ar={fields.name_ar} labels={["pages.name", "pages.nameAr"]} />
      <RichTextField en={fields.content} ar={fields.content_ar} labels={["pages.content", "pages.contentAr"]} />
      <div className="mt-2 flex flex-wrap gap-3">
        <button type="submit" name="intent" value={props.intent} className={buttonClass}>
          {t(props.intent === "create" ? "pages.create" : "pages.save")}
        </button>
        <button type="submit" name="intent" value="preview" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          {t("pages.preview")}
        </button>
      </div>
    </KitForm>
  );
}

/**
 * The page as the public site will show it, in both languages, each in its own direction: the server's cleaned
 * content in the public page's own layout (WebsitePageArticle), rendered from the action's answer.
 */
export function WebsitePagePreview({ preview }: { preview: PagePreview | undefined }) {
  const { t } = useT();
  if (!preview) return null;
  return (
    <section aria-labelledby="page-preview" className="mt-8 rounded-md border-2 border-dashed border-brand-600">
      <h2 id="page-preview" className="px-4 pt-4 text-xl font-bold">
        {t("pages.previewTitle")}
      </h2>
      <p role="status" className="px-4 text-sm text-slate-700">
        {t("pages.previewNote")}
      </p>
      <div lang="en" dir="ltr" className="mt-4 border-t border-slate-200">
        <WebsitePageArticle name={preview.name} html={preview.content} />
      </div>
      <div lang="ar" dir="rtl" className="border-t border-slate-200">
        <WebsitePageArticle name={preview.nameAr} html={preview.contentAr} />
      </div>
    </section>
  );
}
