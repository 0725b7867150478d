import { pick } from "#core/i18n/lang.ts";
import { formatAed } from "#core/money.ts";
import { formatScaled } from "#core/text/digits.ts";
import { numberEditForm } from "#core/validation/items-admin.ts";
import { AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { ItemRecordActions, ItemSwitches, PriceHistory } from "#app/components/admin/item-admin-parts.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, SelectField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { doneIntent, formIntent, openSection, plainIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";
import { historyRows } from "#app/routes/admin/items.server.ts";
import { numberSection } from "./numbers.server.ts";
import { OfferTermsPanel } from "#app/components/offers/offer-terms-panel.tsx";
import { offerTermsIntent, offerTermsValues } from "#app/routes/admin/offer-terms.server.ts";

/** One du or Etisalat number: package, price, on sale, hot deal, sold at a branch, delete; its price history. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const section = numberSection(url);
  const { services, may } = await openSection(context, section.id);
  const item = await sectionRecord(params, section.id, (id) => services.numbers.get(section.operator, id));
  const lang = langFromParam(params.lang);
  const packages = await services.packages.list();
  return {
    section: section.id,
    item: { id: item.id, number: item.number, sold: item.sold },
    values: { package: item.packageId === null ? "" : String(item.packageId), price: formatScaled(item.price, 2), active: item.active ? "on" : "", featured: item.featured ? "on" : "", version: String(item.version) },
    packages: packages.map((p) => ({ value: String(p.id), label: { text: pick(lang, p.name, p.nameAr) } })),
    history: historyRows(await services.numbers.history(item.id), (fils) => formatAed(fils, lang)),
    ...may,
    offerTerms: await offerTermsValues(services, "number", item.id),
  };
}

export function action(args: Route.ActionArgs) {
  const { id: section, operator, path } = numberSection(args.url);
  const self = (id: number) => `${path}/${id}`;
  return sectionAction(args, {
    section,
    writeFailed: "items.writeFailed",
    intents: {
      save: formIntent("update:number", numberEditForm, async ({ services, actor, id }, v) => {
        await services.numbers.update(actor, operator, id, { packageId: v.package, price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false, version: v.version });
        return { done: "itemEdited" };
      }),
      offers: offerTermsIntent("number", "update:number", self),
      mark_sold: plainIntent("update:number", async ({ services, actor, id }) => ({ done: "itemsMarkSold", n: await services.numbers.bulk(actor, operator, "mark_sold", { ids: [id] }), to: self(id) })),
      mark_unsold: plainIntent("update:number", async ({ services, actor, id }) => ({ done: "itemsMarkUnsold", n: await services.numbers.bulk(actor, operator, "mark_unsold", { ids: [id] }), to: self(id) })),
      delete: doneIntent("delete:number", ({ services, actor, id }) => services.numbers.remove(actor, operator, id), "itemDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.item.number } : "admin.title");

export default function AdminNumber({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { item, values, section, canUpdate, canDelete } = loaderData;
  const saved = formResult(actionData);
  const [form, fields] = useSchemaForm(numberEditForm, { id: "number-form", lastResult: saved, defaultValue: values as never });
  return (
    <>
      <RecordTop section={section} answer={actionData}>
        <bdi dir="ltr">{item.number}</bdi>
      </RecordTop>
      {item.sold && <p className="mb-4 font-semibold">{t("plates.sold")}</p>}
      {canUpdate && !item.sold && (
        <KitForm form={form} intent="save" labels={{ package: "numbers.package", price: "numbers.price" }} className="grid max-w-xl gap-x-6">
          <input type="hidden" name="version" value={values.version} />
          <SelectField field={fields.package} label="numbers.package" options={loaderData.packages} placeholder="numbers.packageRequired" />
          <MoneyField field={fields.price} label="numbers.price" />
          <ItemSwitches active={fields.active} featured={fields.featured} />
          <AdminSubmitButton label="numbers.save" row />
        </KitForm>
      )}
      <ItemRecordActions sold={item.sold} canUpdate={canUpdate} canDelete={canDelete} deleteLabel="numbers.delete" />
      {canUpdate && !item.sold && <OfferTermsPanel values={loaderData.offerTerms} actionData={actionData} />}
      <PriceHistory rows={loaderData.history} />
    </>
  );
}
