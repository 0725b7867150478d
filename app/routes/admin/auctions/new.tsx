import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { DEFAULT_TIERS } from "#core/auctions/rules.ts";
import { formatUaeDateTime } from "#core/text/uae-time.ts";
import { LOT_ROWS, scheduleForm, tiersText } from "#core/validation/auctions-admin.ts";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { BilingualField, DateTimeField, MoneyField, NumberField, PercentField, SelectField, TextAreaField, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, openSection, sectionAction } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/new.ts";
import { GridForm } from "#app/components/admin/grid-form.tsx";

const path = sectionPath("auctions");

/** Scheduling an auction (decision 0068): staff holding create:auction only. */
export async function loader({ context }: Route.LoaderArgs) {
  // The section first (as every page of it: an unverified viewer is asked to verify), then scheduling itself.
  await openSection(context, "auctions");
  await context.get(appContext).session.requirePermission("create:auction");
  // Tomorrow 20:00 to 22:00 UAE time: a sensible evening to start from.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = formatUaeDateTime(tomorrow).slice(0, 10);
  return { defaults: { starts_at: `${day}T20:00`, ends_at: `${day}T22:00`, tiers: tiersText(DEFAULT_TIERS) } };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "auctions",
    intents: {
      schedule: formIntent("create:auction", scheduleForm, async ({ services, actor }, v) => {
        const auction = await services.auctions.admin.schedule(actor, v);
        return { done: "auctionScheduled", to: `${path}/${auction.id}` };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "auctionsAdmin.new");

export default function NewAuction({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(scheduleForm, {
    id: "schedule-auction",
    lastResult: formResult(actionData),
    defaultValue: {
      ...loaderData.defaults,
      deposit_kind: "fixed",
      deposit_amount: "5000",
      window_minutes: "3",
      extension_minutes: "3",
      pay_hours: "72",
      lots: Array.from({ length: LOT_ROWS }, () => ({ item: "", starting_price: "", reserve: "" })),
    } as never,
    optional: ["deposit_amount", "deposit_percent"],
  });
  const lots = fields.lots.getFieldList();
  return (
    <>
      <RecordTop section="auctions" answer={actionData} flash={false}>{t("auctionsAdmin.new")}</RecordTop>
      <GridForm
        form={form}
        intent="schedule"
        labels={{ title_en: "auctionsAdmin.titleEn", title_ar: "auctionsAdmin.titleAr", starts_at: "auctionsAdmin.starts", ends_at: "auctionsAdmin.ends" }}
        summary={[
          ...lots.flatMap((lot, i) => {
            const row = lot.getFieldset();
            const n = t("auctionsAdmin.lotN", { n: i + 1 });
            return [
              { field: row.item, label: `${n}: ${t("auctionsAdmin.lotItem")}` },
              { field: row.starting_price, label: `${n}: ${t("auctionsAdmin.startingPrice")}` },
              { field: row.reserve, label: `${n}: ${t("auctionsAdmin.reserve")}` },
            ];
          }),
          { field: fields.tiers, label: t("auctionsAdmin.tiers") },
          { field: fields.deposit_amount, label: t("auctionsAdmin.depositAmount") },
          { field: fields.deposit_percent, label: t("auctionsAdmin.depositPercentValue") },
          { field: fields.window_minutes, label: t("auctionsAdmin.windowMinutes") },
          { field: fields.extension_minutes, label: t("auctionsAdmin.extensionMinutes") },
          { field: fields.pay_hours, label: t("auctionsAdmin.payHours") },
        ]}
        submit="auctionsAdmin.schedule"
      >
        <div className="sm:col-span-2">
          <BilingualField en={fields.title_en} ar={fields.title_ar} labels={["auctionsAdmin.titleEn", "auctionsAdmin.titleAr"]} />
        </div>
        <DateTimeField field={fields.starts_at} label="auctionsAdmin.starts" />
        <DateTimeField field={fields.ends_at} label="auctionsAdmin.ends" />
        {lots.map((lot, i) => {
          const row = lot.getFieldset();
          return (
            <fieldset key={lot.key} className="mb-4 grid gap-x-4 rounded-md border border-slate-300 p-3 sm:col-span-2 sm:grid-cols-3">
              <legend className="px-1 font-semibold">{t("auctionsAdmin.lotN", { n: i + 1 })}</legend>
              <TextField field={row.item} label="auctionsAdmin.lotItem" ltr {...(i === 0 ? { hint: "auctionsAdmin.lotItemHint" as const } : {})} />
              <MoneyField field={row.starting_price} label="auctionsAdmin.startingPrice" />
              <MoneyField field={row.reserve} label="auctionsAdmin.reserve" />
            </fieldset>
          );
        })}
        <div className="sm:col-span-2">
          <TextAreaField field={fields.tiers} label="auctionsAdmin.tiers" hint="auctionsAdmin.tiersHint" rows={3} lang="en" />
        </div>
        <SelectField
          field={fields.deposit_kind}
          label="auctionsAdmin.depositKind"
          options={[
            { value: "fixed", label: "auctionsAdmin.depositFixed" },
            { value: "percent", label: "auctionsAdmin.depositPercent" },
          ]}
        />
        <MoneyField field={fields.deposit_amount} label="auctionsAdmin.depositAmount" />
        <PercentField field={fields.deposit_percent} label="auctionsAdmin.depositPercentValue" />
        <NumberField field={fields.window_minutes} label="auctionsAdmin.windowMinutes" />
        <NumberField field={fields.extension_minutes} label="auctionsAdmin.extensionMinutes" />
        <NumberField field={fields.pay_hours} label="auctionsAdmin.payHours" />
      </GridForm>
    </>
  );
}
