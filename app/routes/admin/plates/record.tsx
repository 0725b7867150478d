import { sectionPath } from "#core/access/admin-sections.ts";
import { plateLabel } from "#core/catalog/labels.ts";
import { translatorFor } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { formatScaled } from "#core/text/digits.ts";
import { plateEditForm } from "#core/validation/plates-admin.ts";
import { AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { ItemRecordActions, ItemSwitches, PriceHistory } from "#app/components/admin/item-admin-parts.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { doneIntent, formIntent, openSection, plainIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";
import { historyRows } from "#app/routes/admin/items.server.ts";
import { OfferTermsPanel } from "#app/components/offers/offer-terms-panel.tsx";
import { offerTermsIntent, offerTermsValues } from "#app/routes/admin/offer-terms.server.ts";

const path = sectionPath("plates");

/** One plate: change its price, take it off or put it on sale, mark it a hot deal or sold at a branch, delete it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "plates");
  const plate = await sectionRecord(params, "plates", services.plates.get);
  const lang = langFromParam(params.lang);
  return {
    plate: { id: plate.id, label: plateLabel({ emirate: plate.emirateCode, code: plate.code, number: plate.number }, lang, translatorFor(lang)), sold: plate.sold, offeredByOwner: plate.offeredByOwner },
    values: { price: formatScaled(plate.price, 2), active: plate.active ? "on" : "", featured: plate.featured ? "on" : "", version: String(plate.version) },
    history: historyRows(await services.plates.history(plate.id), (fils) => formatAed(fils, lang)),
    ...may,
    offerTerms: await offerTermsValues(services, "plate", plate.id),
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "plates",
    writeFailed: "items.writeFailed",
    intents: {
      save: formIntent("update:plate", plateEditForm, async ({ services, actor, id }, v) => {
        await services.plates.update(actor, id, { price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false, version: v.version });
        return { done: "itemEdited" };
      }),
      offers: offerTermsIntent("plate", "update:plate", (id) => `${path}/${id}`),
      mark_sold: plainIntent("update:plate", async ({ services, actor, id }) => ({ done: "itemsMarkSold", n: await services.plates.bulk(actor, "mark_sold", { ids: [id] }), to: `${path}/${id}` })),
      mark_unsold: plainIntent("update:plate", async ({ services, actor, id }) => ({ done: "itemsMarkUnsold", n: await services.plates.bulk(actor, "mark_unsold", { ids: [id] }), to: `${path}/${id}` })),
      delete: doneIntent("delete:plate", ({ services, actor, id }) => services.plates.remove(actor, id), "itemDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.plate.label } : "admin.section.plates");

export default function AdminPlate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { plate, values, canUpdate, canDelete } = loaderData;
  const saved = formResult(actionData);
  const [form, fields] = useSchemaForm(plateEditForm, { id: "plate-form", lastResult: saved, defaultValue: values as never });
  return (
    <>
      <RecordTop section="plates" answer={actionData}>{plate.label}</RecordTop>
      {plate.sold && <p className="mb-4 font-semibold">{t("plates.sold")}</p>}
      {plate.offeredByOwner && <p className="mb-4">{t("plates.offeredByOwner")}</p>}
      {canUpdate && !plate.sold && (
        <KitForm form={form} intent="save" labels={{ price: "plates.price" }} className="grid max-w-xl gap-x-6">
          <input type="hidden" name="version" value={values.version} />
          <MoneyField field={fields.price} label="plates.price" />
          <ItemSwitches active={fields.active} featured={fields.featured} />
          <AdminSubmitButton label="plates.save" row />
        </KitForm>
      )}
      <ItemRecordActions sold={plate.sold} canUpdate={canUpdate} canDelete={canDelete} deleteLabel="plates.delete" />
      {canUpdate && !plate.sold && <OfferTermsPanel values={loaderData.offerTerms} actionData={actionData} />}
      <PriceHistory rows={loaderData.history} />
    </>
  );
}
