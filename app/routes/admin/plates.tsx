import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath, pick } from "#core/i18n/lang.ts";
import { formatAed } from "#core/money.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { PLATES_DEFAULT_SORT, plateCreateForm, plateListQuery } from "#core/validation/plates-admin.ts";
import { AdminHeading, Flash, buttonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, NumberField, SelectField, SwitchField, TextField, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formatDate } from "#app/lib/dates.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/plates.ts";

/** Plates: search by number or code, filter by emirate and state, sort; staff with create:plate add one here. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:plate");
  const query = plateListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: query.error.issues[0]?.message === "table.badSort" ? "table.badSort" : "error.validation" }, 400);
  const sort = sortOf(query.data, PLATES_DEFAULT_SORT);
  const lang = langFromParam(params.lang);
  const [result, emirates, types] = await Promise.all([services.plates.list({ ...query.data, sort }), services.catalog.listEmirates(), services.catalog.listPlateTypes()]);
  const emirateName = new Map(emirates.map((e) => [e.code, pick(lang, e.name, e.nameAr)]));
  const typeName = new Map(types.map((p) => [p.key, pick(lang, p.name, p.nameAr)]));
  return {
    ...result,
    items: result.items.map((p) => ({
      id: p.id,
      plate: `${p.code} ${p.number}`,
      emirate: emirateName.get(p.emirateCode) ?? p.emirateCode,
      type: typeName.get(p.plateType) ?? p.plateType,
      price: formatAed(p.price, lang),
      state: p.sold ? ("plates.sold" as const) : p.active ? ("plates.active" as const) : ("plates.inactive" as const),
      createdAt: p.createdAt.toISOString(),
    })),
    query: { q: query.data.q, emirate: query.data.emirate, status: query.data.status, sort: query.data.sort, dir: query.data.dir },
    sort,
    emirates: emirates.map((e) => ({ value: e.code, label: { text: pick(lang, e.name, e.nameAr) } })),
    types: types.map((p) => ({ value: p.key, label: { text: pick(lang, p.name, p.nameAr) } })),
    canCreate: can(viewer.scope, "create:plate"),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = staffActor(await session.requirePermission("create:plate"), ip);
  const submission = parseForm(await request.formData(), plateCreateForm);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    await services.plates.create(actor, { emirateCode: v.emirate, code: v.code, plateType: v.plate_type, number: v.number, price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false });
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ result }, { status });
  }
  return redirect(withFlash(localePath(langFromParam(params.lang), "/admin/plates"), "plateCreated"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.plates");

type PlateRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminPlates({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const columns: Column<PlateRow>[] = [
    {
      id: "plate",
      header: "plates.plate",
      rowHeader: true,
      sort: "number",
      cell: (p) => (
        <Link to={href(`/admin/plates/${p.id}`)} className="text-brand-700 underline underline-offset-2">
          <bdi dir="ltr">{p.plate}</bdi>
        </Link>
      ),
    },
    { id: "emirate", header: "plates.emirate", cell: (p) => p.emirate },
    { id: "type", header: "plates.type", cell: (p) => p.type },
    { id: "price", header: "plates.price", sort: "price", cell: (p) => <bdi>{p.price}</bdi> },
    { id: "state", header: "plates.state", cell: (p) => t(p.state) },
    { id: "added", header: "plates.added", sort: "created", cell: (p) => formatDate(p.createdAt, lang) },
  ];
  const states = [
    { value: "active", label: "plates.active" as const },
    { value: "inactive", label: "plates.inactive" as const },
    { value: "sold", label: "plates.sold" as const },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.plates")}</AdminHeading>
      <Flash />
      <DataTable
        rows={loaderData.items}
        columns={columns}
        empty="plates.empty"
        total={loaderData.total}
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/plates"
        query={loaderData.query}
        sort={loaderData.sort}
        search="plates.search"
        filters={[
          { name: "emirate", label: "plates.emirate", options: loaderData.emirates },
          { name: "status", label: "plates.state", options: states },
        ]}
      />
      {loaderData.canCreate && (
        <section aria-labelledby="new-plate" className="mt-8">
          <h2 id="new-plate" className="mb-3 text-xl font-bold">
            {t("plates.new")}
          </h2>
          <NewPlateForm lastResult={actionData?.result} emirates={loaderData.emirates} types={loaderData.types} />
        </section>
      )}
    </>
  );
}

function NewPlateForm(props: { lastResult: Parameters<typeof useSchemaForm>[1]["lastResult"]; emirates: { value: string; label: { text: string } }[]; types: { value: string; label: { text: string } }[] }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(plateCreateForm, { id: "new-plate-form", lastResult: props.lastResult, defaultValue: { active: "on" } as never });
  return (
    <KitForm
      form={form}
      summary={[
        { field: fields.emirate, label: t("plates.emirate") },
        { field: fields.code, label: t("plates.code") },
        { field: fields.plate_type, label: t("plates.type") },
        { field: fields.number, label: t("plates.number") },
        { field: fields.price, label: t("plates.price") },
      ]}
      className="grid max-w-3xl gap-x-6 sm:grid-cols-2"
    >
      <SelectField field={fields.emirate} label="plates.emirate" options={props.emirates} placeholder="plates.emirateRequired" />
      <TextField field={fields.code} label="plates.code" ltr />
      <SelectField field={fields.plate_type} label="plates.type" options={props.types} placeholder="plates.typeRequired" />
      <NumberField field={fields.number} label="plates.number" />
      <MoneyField field={fields.price} label="plates.price" />
      <div>
        <SwitchField field={fields.active} label="plates.active" hint="plates.activeHint" />
        <SwitchField field={fields.featured} label="plates.featured" />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass}>
          {t("plates.create")}
        </button>
      </div>
    </KitForm>
  );
}
