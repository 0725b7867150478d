import type { SubmissionResult } from "@conform-to/react";
import { postForm } from "#core/validation/posts.ts";
import { AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { BilingualField, DateTimeField, ImageUploadField, KitForm, RichTextField, SwitchField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";

const secondaryButtonClass = "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50";

/**
 * The Preview button posts the form, as typed, to the preview page in a new tab. Without JavaScript the button's
 * own formaction and formtarget do it; with it, the page's form handler would send it in this tab instead, so the
 * form is submitted natively (form.submit() raises no submit event) and put back as it was.
 */
function previewInNewTab(event: React.MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  const form = button.form;
  if (!form) return;
  event.preventDefault();
  const { action, target } = form;
  form.action = button.formAction;
  form.target = "_blank";
  HTMLFormElement.prototype.submit.call(form);
  form.action = action;
  form.target = target;
}

/** The form values of a post as the edit page opens them (strings, as the form sends them back). */
export type PostFormValues = Record<string, string>;

/**
 * A blog post or news item, both languages side by side (Blogs and News, issue 27 item 5): create on the list
 * page, edit on the post's page. The cover goes through the image field (progress and preview with JavaScript,
 * in the form without); the server checks it again.
 */
export function PostForm(props: { id: string; intent: "create" | "save"; preview: string; lastResult: SubmissionResult<string[]> | undefined; values: PostFormValues; cover?: string | undefined }) {
  const { t, href } = useT();
  const [form, fields] = useSchemaForm(postForm, { id: props.id, lastResult: props.lastResult, defaultValue: props.values as never });
  const imageError = form.allErrors.image?.[0];
  return (
    <KitForm
      form={form}
      intent={props.intent}
      files
      labels={{
        title: "postAdmin.title", title_ar: "postAdmin.titleAr",
        url: "postAdmin.url", url_ar: "postAdmin.urlAr",
        summary: "postAdmin.summary", summary_ar: "postAdmin.summaryAr",
        tags: "postAdmin.tags", tags_ar: "postAdmin.tagsAr",
        body: "postAdmin.body", body_ar: "postAdmin.bodyAr",
        published_at: "postAdmin.publishedAt",
      }}
      className="max-w-5xl"
    >
      {props.values.version !== undefined && <input type="hidden" name="version" value={props.values.version} />}
      <BilingualField en={fields.title} ar={fields.title_ar} labels={["postAdmin.title", "postAdmin.titleAr"]} />
      <BilingualField en={fields.url} ar={fields.url_ar} labels={["postAdmin.url", "postAdmin.urlAr"]} hint="postAdmin.urlHint" />
      <BilingualField en={fields.summary} ar={fields.summary_ar} labels={["postAdmin.summary", "postAdmin.summaryAr"]} multiline />
      <BilingualField en={fields.meta_description} ar={fields.meta_description_ar} labels={["postAdmin.metaDescription", "postAdmin.metaDescriptionAr"]} />
      <BilingualField en={fields.tags} ar={fields.tags_ar} labels={["postAdmin.tags", "postAdmin.tagsAr"]} hint="postAdmin.tagsHint" />
      <RichTextField en={fields.body} ar={fields.body_ar} labels={["postAdmin.body", "postAdmin.bodyAr"]} />
      <ImageUploadField name="image" label="postAdmin.image" error={imageError} currentUrl={props.cover} />
      <div className="grid gap-x-6 sm:grid-cols-2">
        <DateTimeField field={fields.published_at} label="postAdmin.publishedAt" />
        <SwitchField field={fields.published} label="postAdmin.published" />
      </div>
      <div className="flex flex-wrap gap-3">
        <AdminSubmitButton label={props.intent === "create" ? "postAdmin.create" : "postAdmin.save"} />
        <button type="submit" formAction={href(props.preview)} formTarget="_blank" formNoValidate onClick={previewInNewTab} className={secondaryButtonClass}>
          {t("postAdmin.preview")}
        </button>
      </div>
    </KitForm>
  );
}
