import { PLATE_DIGITS_MAX } from "#core/catalog/listing-options.ts";
import { pick } from "#core/i18n/lang.ts";
import { formatAed } from "#core/money.ts";
import { ITEMS_DEFAULT_SORT, plateAdminListQuery } from "#core/validation/items-admin.ts";
import { plateCreateForm } from "#core/validation/plates-admin.ts";
import { FormError } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { BulkOnFilter, ItemSwitches, itemFilters, itemSelection } from "#app/components/admin/item-admin-parts.tsx";
import { askOf, formResult, refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { MoneyField, NumberField, SelectField } from "#app/components/form-kit/index.ts";
import { formIntent, openList, sectionAction } from "#app/lib/admin-section.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { ExportableListTop } from "#app/components/admin/export-link.tsx";
import type { Route } from "./+types/list.ts";
import { itemBulkIntents } from "#app/routes/admin/items.server.ts";
import { PlateCodeFields, plateCodeLabels } from "#app/components/catalog/plate-code-fields.tsx";
import { NewRecordForm } from "#app/components/admin/grid-form.tsx";

/** Plates: every filter, sort by every column, bulk actions; staff with create:plate add one here. */
export async function loader(args: Route.LoaderArgs) {
  const { services, may, query, listPage, sort, lang } = await openList(args, "plates", plateAdminListQuery, ITEMS_DEFAULT_SORT);
  const [result, emirates, types] = await Promise.all([services.plates.list({ ...query, sort }), services.catalog.listEmirates(), services.catalog.listPlateTypes()]);
  const emirateName = new Map(emirates.map((e) => [e.code, pick(lang, e.name, e.nameAr)]));
  const typeName = new Map(types.map((p) => [p.key, pick(lang, p.name, p.nameAr)]));
  return {
    ...listPage(result),
    items: result.items.map((p) => ({
      id: p.id,
      plate: `${p.code} ${p.number}`,
      emirate: emirateName.get(p.emirateCode) ?? p.emirateCode,
      type: typeName.get(p.plateType) ?? p.plateType,
      price: formatAed(p.price, lang),
      state: p.sold ? ("plates.sold" as const) : p.active ? ("plates.active" as const) : ("plates.inactive" as const),
      hot: p.featured,
      createdAt: p.createdAt.toISOString(),
    })),
    emirates: emirates.map((e) => ({ value: e.code, label: { text: pick(lang, e.name, e.nameAr) } })),
    types: types.map((p) => ({ value: p.key, label: { text: pick(lang, p.name, p.nameAr) } })),
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "plates",
    writeFailed: "items.writeFailed",
    intents: {
      create: formIntent("create:plate", plateCreateForm, async ({ services, actor }, v) => {
        await services.plates.create(actor, { emirateCode: v.emirate, code: v.code, plateType: v.plate_type, number: v.number, price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false });
        return { done: "itemCreated" };
      }),
      ...itemBulkIntents({
        permission: "update:plate",
        listSchema: plateAdminListQuery,
        count: ({ services }, target) => services.plates.count(target),
        run: ({ services, actor }, intent, target) => services.plates.bulk(actor, intent, target),
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.plates");

type PlateRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminPlates({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const columns: Column<PlateRow>[] = [
    recordColumn(loaderData.path, { id: "plate", header: "plates.plate", sort: "number" }, (p) => <bdi dir="ltr">{p.plate}</bdi>),
    { id: "emirate", header: "plates.emirate", sort: "emirate", cell: (p) => p.emirate },
    { id: "type", header: "plates.type", sort: "type", cell: (p) => p.type },
    { id: "price", header: "plates.price", sort: "price", cell: (p) => <bdi>{p.price}</bdi> },
    { id: "state", header: "plates.state", cell: (p) => t(p.state) },
    { id: "hot", header: "items.hot", cell: (p) => (p.hot ? t("items.yes") : t("items.no")) },
    { id: "added", header: "plates.added", sort: "created", cell: (p) => formatDate(p.createdAt, lang) },
  ];
  const refusal = refusalOf(actionData);
  const ask = askOf(actionData);
  return (
    <>
      <ExportableListTop section="plates" />
      <FormError error={refusal} />
      <DataTable list={loaderData} columns={columns} words="plates" search filters={[
          { name: "emirate", label: "plates.emirate", options: loaderData.emirates },
          { name: "type", label: "plates.type", options: loaderData.types },
          ...itemFilters(PLATE_DIGITS_MAX),
        ]}
        {...(loaderData.canUpdate ? { selection: itemSelection } : {})}
      />
      {loaderData.canUpdate && loaderData.total > 0 && <BulkOnFilter ask={ask} />}
      {loaderData.canCreate && (
        <NewRecordForm id="new-plate" title="plates.new" schema={plateCreateForm} lastResult={formResult(actionData)} labels={{ ...plateCodeLabels, plate_type: "plates.type", number: "plates.number", price: "plates.price" }} submit="plates.create">
          {(fields) => (
            <>
              <PlateCodeFields emirate={fields.emirate} code={fields.code} emirates={loaderData.emirates} />
              <SelectField field={fields.plate_type} label="plates.type" options={loaderData.types} placeholder="plates.typeRequired" />
              <NumberField field={fields.number} label="plates.number" />
              <MoneyField field={fields.price} label="plates.price" />
              <ItemSwitches active={fields.active} featured={fields.featured} />
            </>
          )}
        </NewRecordForm>
      )}
    </>
  );
}
