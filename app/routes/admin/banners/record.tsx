import { pick } from "#core/i18n/lang.ts";
import { formatUaeDateTime } from "#core/text/uae-time.ts";
import { type BannerFormValue, bannerForm } from "#core/validation/banners.ts";
import { IntentButton, AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { BilingualField, DateTimeField, ImageUploadField, KitForm, SwitchField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { doneIntent, formIntent, openSection, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";

/** What the service stores from the checked form (a date or link left empty is none). */
const inputOf = (v: BannerFormValue) => ({
  title: v.title,
  titleAr: v.title_ar,
  subtitle: v.subtitle,
  subtitleAr: v.subtitle_ar,
  link: v.link ?? null,
  linkAr: v.link_ar ?? null,
  startsAt: v.starts_at ?? null,
  endsAt: v.ends_at ?? null,
  active: v.active ?? false,
});

/** One banner (or a new one at banners/new): both images with preview and progress, texts, links, dates, active. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lang = langFromParam(params.lang);
  const { services, may } = await openSection(context, "banners");
  if (params.bannerId === undefined) return { banner: undefined, values: { active: "on" }, canUpdate: may.canCreate, canDelete: false };
  const b = await sectionRecord(params, "banners", services.banners.get);
  return {
    banner: { id: b.id, title: pick(lang, b.title, b.titleAr), image: `/images/${b.image}`, imageAr: `/images/${b.imageAr}` },
    values: {
      title: b.title,
      title_ar: b.titleAr,
      subtitle: b.subtitle,
      subtitle_ar: b.subtitleAr,
      link: b.link ?? "",
      link_ar: b.linkAr ?? "",
      starts_at: b.startsAt ? formatUaeDateTime(b.startsAt) : "",
      ends_at: b.endsAt ? formatUaeDateTime(b.endsAt) : "",
      active: b.active ? "on" : "",
      version: String(b.version),
    },
    ...may,
  };
}

/** banners/new creates; a banner's own page saves or deletes it (a post naming no intent runs the page's first). */
export function action(args: Route.ActionArgs) {
  const create = formIntent("create:banner", bannerForm, async ({ services, actor, form }, v) => {
    await services.banners.create(actor, inputOf(v), form);
    return { done: "bannerCreated" };
  });
  return sectionAction(args, {
    section: "banners",
    intents: args.params.bannerId === undefined ? { create } : {
      save: formIntent("update:banner", bannerForm, async ({ services, actor, id, form }, v) => {
        await services.banners.update(actor, id, { ...inputOf(v), version: v.version }, form);
        return { done: "bannerSaved" };
      }),
      delete: doneIntent("delete:banner", ({ services, actor, id }) => services.banners.remove(actor, id), "bannerDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData?.banner ? { text: loaderData.banner.title } : "banners.new");

export default function AdminBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { banner, values, canUpdate, canDelete } = loaderData;
  const [form, fields] = useSchemaForm(bannerForm, {
    id: "banner-form",
    lastResult: formResult(actionData),
    defaultValue: values as never,
    optional: ["subtitle", "subtitle_ar", "link", "link_ar", "starts_at", "ends_at", "active", "version"],
  });
  const fileError = (name: string) => form.allErrors[name]?.[0];
  return (
    <>
      <RecordTop section="banners" answer={actionData}>{banner ? banner.title : t("banners.new")}</RecordTop>
      {canUpdate && (
        <KitForm
          form={form}
          intent={banner ? "save" : "create"}
          files
          labels={{
            title: "banners.title", title_ar: "banners.titleAr",
            link: "banners.link", link_ar: "banners.linkAr",
            starts_at: "banners.startsAt",
            ends_at: "banners.endsAt",
          }}
          className="grid max-w-4xl gap-x-6"
        >
          {banner && <input type="hidden" name="version" value={values.version} />}
          <div className="grid gap-x-6 sm:grid-cols-2">
            <ImageUploadField name="image" label="banners.image" error={fileError("image")} currentUrl={banner?.image} />
            <ImageUploadField name="image_ar" label="banners.imageAr" error={fileError("image_ar")} currentUrl={banner?.imageAr} />
          </div>
          <BilingualField en={fields.title} ar={fields.title_ar} labels={["banners.title", "banners.titleAr"]} />
          <BilingualField en={fields.subtitle} ar={fields.subtitle_ar} labels={["banners.subtitle", "banners.subtitleAr"]} />
          <BilingualField en={fields.link} ar={fields.link_ar} labels={["banners.link", "banners.linkAr"]} hint="banners.linkHint" />
          <div className="grid gap-x-6 sm:grid-cols-2">
            <DateTimeField field={fields.starts_at} label="banners.startsAt" hint="banners.datesHint" />
            <DateTimeField field={fields.ends_at} label="banners.endsAt" hint="banners.datesHint" />
          </div>
          <SwitchField field={fields.active} label="banners.active" hint="banners.activeHint" />
          <AdminSubmitButton label={banner ? "banners.save" : "banners.create"} row />
        </KitForm>
      )}
      {canDelete && <IntentButton intent="delete" label="banners.delete" danger className="mt-8" />}
    </>
  );
}
