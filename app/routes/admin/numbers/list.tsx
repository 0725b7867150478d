import { MOBILE_MAX_LENGTH } from "#core/catalog/listing-options.ts";
import { pick } from "#core/i18n/lang.ts";
import { formatAed } from "#core/money.ts";
import { ITEMS_DEFAULT_SORT, numberAdminListQuery, numberCreateForm } from "#core/validation/items-admin.ts";
import { FormError } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { BulkOnFilter, ItemSwitches, itemFilters, itemSelection } from "#app/components/admin/item-admin-parts.tsx";
import { askOf, formResult, refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { MoneyField, SelectField, TextField } from "#app/components/form-kit/index.ts";
import { formIntent, openList, sectionAction } from "#app/lib/admin-section.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { ExportableListTop } from "#app/components/admin/export-link.tsx";
import type { Route } from "./+types/list.ts";
import { itemBulkIntents } from "#app/routes/admin/items.server.ts";
import { numberSection } from "./numbers.server.ts";
import { NewRecordForm } from "#app/components/admin/grid-form.tsx";

/** du Numbers and Etisalat Numbers (the operator from the address): every filter, bulk actions, a new number. */
export async function loader(args: Route.LoaderArgs) {
  const section = numberSection(args.url);
  const { services, may, query, listPage, sort, lang } = await openList(args, section.id, numberAdminListQuery, ITEMS_DEFAULT_SORT);
  const [result, packages] = await Promise.all([services.numbers.list(section.operator, { ...query, sort }), services.packages.list()]);
  const packageName = new Map(packages.map((p) => [p.id, pick(lang, p.name, p.nameAr)]));
  return {
    section: { id: section.id, label: section.label },
    ...listPage(result),
    items: result.items.map((n) => ({
      id: n.id,
      number: n.number,
      package: n.packageId === null ? "" : (packageName.get(n.packageId) ?? ""),
      price: formatAed(n.price, lang),
      state: n.sold ? ("plates.sold" as const) : n.active ? ("plates.active" as const) : ("plates.inactive" as const),
      hot: n.featured,
      createdAt: n.createdAt.toISOString(),
    })),
    packages: packages.map((p) => ({ value: String(p.id), label: { text: pick(lang, p.name, p.nameAr) } })),
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  const section = numberSection(args.url);
  return sectionAction(args, {
    section: section.id,
    writeFailed: "items.writeFailed",
    intents: {
      create: formIntent("create:number", numberCreateForm, async ({ services, actor }, v) => {
        await services.numbers.create(actor, section.operator, { number: v.number, packageId: v.package, price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false });
        return { done: "itemCreated" };
      }),
      ...itemBulkIntents({
        permission: "update:number",
        listSchema: numberAdminListQuery,
        count: ({ services }, target) => services.numbers.count(section.operator, target),
        run: ({ services, actor }, intent, target) => services.numbers.bulk(actor, section.operator, intent, target),
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData?.section.label ?? "admin.title");

type NumberRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminNumbers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const columns: Column<NumberRow>[] = [
    recordColumn(loaderData.path, { id: "number", header: "numbers.number", sort: "number" }, (n) => <bdi dir="ltr">{n.number}</bdi>),
    { id: "package", header: "numbers.package", sort: "package", cell: (n) => n.package },
    { id: "price", header: "numbers.price", sort: "price", cell: (n) => <bdi>{n.price}</bdi> },
    { id: "state", header: "numbers.state", cell: (n) => t(n.state) },
    { id: "hot", header: "items.hot", cell: (n) => (n.hot ? t("items.yes") : t("items.no")) },
    { id: "added", header: "numbers.added", sort: "created", cell: (n) => formatDate(n.createdAt, lang) },
  ];
  const refusal = refusalOf(actionData);
  const ask = askOf(actionData);
  return (
    <>
      <ExportableListTop section={loaderData.section.id} />
      <FormError error={refusal} />
      <DataTable list={loaderData} columns={columns} words="numbers" search filters={[{ name: "package", label: "numbers.package", options: loaderData.packages }, ...itemFilters(MOBILE_MAX_LENGTH)]} {...(loaderData.canUpdate ? { selection: itemSelection } : {})} />
      {loaderData.canUpdate && loaderData.total > 0 && <BulkOnFilter ask={ask} />}
      {loaderData.canCreate && (
        <NewRecordForm id="new-number" title="numbers.new" schema={numberCreateForm} lastResult={formResult(actionData)} labels={{ number: "numbers.number", package: "numbers.package", price: "numbers.price" }} submit="numbers.create">
          {(fields) => (
            <>
              <TextField field={fields.number} label="numbers.number" ltr />
              <SelectField field={fields.package} label="numbers.package" options={loaderData.packages} placeholder="numbers.packageRequired" />
              <MoneyField field={fields.price} label="numbers.price" />
              <ItemSwitches active={fields.active} featured={fields.featured} />
            </>
          )}
        </NewRecordForm>
      )}
    </>
  );
}
