import { Link } from "react-router";
import { sectionPath } from "#core/access/admin-sections.ts";
import { formatScaled } from "#core/text/digits.ts";
import { bundleEditForm } from "#core/validation/bundles-admin.ts";
import { IntentButton, AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, SwitchField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { doneIntent, formIntent, openSection, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";
import { bundleRow } from "./bundles.server.ts";

const path = sectionPath("bundles");

/** One bundle: its two items (linked to their own sections), its price and whether it is on the site; delete it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "bundles");
  const found = await sectionRecord(params, "bundles", services.bundlesAdmin.get);
  return {
    bundle: { ...bundleRow(found, langFromParam(params.lang)), operator: found.number.operator },
    values: { price: formatScaled(found.bundle.price, 2), active: found.bundle.active ? "on" : "", version: String(found.version) },
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "bundles",
    intents: {
      save: formIntent("update:bundle", bundleEditForm, async ({ services, actor, id }, v) => {
        await services.bundles.update(actor, id, { price: BigInt(v.price), active: v.active ?? false, version: v.version });
        return { done: "bundleSaved", to: `${path}/${id}` };
      }),
      delete: doneIntent("delete:bundle", ({ services, actor, id }) => services.bundles.remove(actor, id), "bundleDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: `${loaderData.bundle.plate} · ${loaderData.bundle.number}` } : "admin.section.bundles");

export default function AdminBundle({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { bundle, values, canUpdate, canDelete } = loaderData;
  const [form, fields] = useSchemaForm(bundleEditForm, { id: "bundle-form", lastResult: formResult(actionData), defaultValue: values as never });
  return (
    <>
      <RecordTop section="bundles" answer={actionData}>
        <bdi>{bundle.plate}</bdi> · <bdi dir="ltr">{bundle.number}</bdi>
      </RecordTop>
      <dl className="mb-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("bundles.admin.plate")}</dt>
        <dd>
          <Link to={href(`${sectionPath("plates")}/${bundle.plateId}`)} className="text-brand-700 underline underline-offset-2">
            <bdi>{bundle.plate}</bdi>
          </Link>
        </dd>
        <dt className="font-semibold">{t("bundles.admin.number")}</dt>
        <dd>
          <Link to={href(`${sectionPath(bundle.operator === "du" ? "du_numbers" : "etisalat_numbers")}/${bundle.numberId}`)} className="text-brand-700 underline underline-offset-2">
            <bdi dir="ltr">{bundle.number}</bdi>
          </Link>
        </dd>
        <dt className="font-semibold">{t("bundles.admin.state")}</dt>
        <dd>{t(bundle.state)}</dd>
        <dt className="font-semibold">{t("bundles.admin.price")}</dt>
        <dd>
          <bdi>{bundle.price}</bdi> <span className="text-slate-700">({t("bundles.admin.itemsPrice", { amount: bundle.itemsPrice })})</span>
        </dd>
      </dl>
      {canUpdate && (
        <KitForm form={form} intent="save" labels={{ price: "bundles.admin.price", active: "bundles.admin.active" }} className="grid max-w-xl gap-x-6">
          <input type="hidden" name="version" value={values.version} />
          <MoneyField field={fields.price} label="bundles.admin.price" />
          <SwitchField field={fields.active} label="bundles.admin.active" hint="bundles.admin.activeHint" />
          <AdminSubmitButton label="bundles.admin.save" row />
        </KitForm>
      )}
      {canDelete && <IntentButton intent="delete" label="bundles.admin.delete" danger className="mt-8" />}
    </>
  );
}
