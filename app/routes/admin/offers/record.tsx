import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import { formatAed } from "#core/money.ts";
import { counterForm } from "#core/validation/offers.ts";
import { IntentButton, Panel, RecordLink, AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { formIntent, plainIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";

const path = sectionPath("offers");

/** One offer: the item, the buyer, the amount against the price, and staff's three answers while it waits. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:offer");
  const lang = langFromParam(params.lang);
  const offer = await sectionRecord(params, "offers", (id) => services.offersAdmin.get(id, lang));
  return {
    offer: {
      id: offer.id,
      item: offer.itemName,
      buyer: offer.buyerEmail,
      amount: formatAed(offer.amount, lang),
      counter: offer.counter === null ? undefined : formatAed(offer.counter, lang),
      price: offer.listPrice === undefined ? "" : formatAed(offer.listPrice, lang),
      state: offer.state,
      orderId: offer.orderId,
      expiresAt: offer.expiresAt.toISOString(),
    },
    canAnswer: can(viewer.scope, "update:offer") && offer.state === "pending",
    canSeeOrders: can(viewer.scope, "read:transaction"),
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "offers",
    intents: {
      accept: plainIntent("update:offer", async ({ services, actor, id }) => {
        await services.offersAdmin.accept(actor, id);
        return { done: "offerAccepted", to: `${path}/${id}` };
      }),
      counter: formIntent("update:offer", counterForm, async ({ services, actor, id }, v) => {
        await services.offersAdmin.counter(actor, id, BigInt(v.amount), services.config.offers.lifetimeHours);
        return { done: "offerCountered", to: `${path}/${id}` };
      }),
      decline: plainIntent("update:offer", async ({ services, actor, id }) => {
        await services.offersAdmin.decline(actor, id);
        return { done: "offerDeclined", to: `${path}/${id}` };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.offer.item } : "admin.title");

export default function AdminOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { offer, canAnswer } = loaderData;
  const [form, fields] = useSchemaForm(counterForm, { id: "counter-form", lastResult: formResult(actionData) });
  const rows: [string, React.ReactNode][] = [
    [t("offers.buyer"), <bdi dir="ltr">{offer.buyer}</bdi>],
    [t("offers.offered"), <bdi>{offer.amount}</bdi>],
    [t("offers.price"), <bdi>{offer.price}</bdi>],
    ...(offer.counter ? [[t("offers.counterOf"), <bdi>{offer.counter}</bdi>] as [string, React.ReactNode]] : []),
    [t("offers.state"), t(`offers.state.${offer.state}`)],
    [t("offers.expires"), formatUaeTime(offer.expiresAt, lang)],
  ];
  return (
    <>
      <RecordTop section="offers" answer={actionData}>
        <bdi>{offer.item}</bdi>
      </RecordTop>
      <dl className="mb-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {offer.orderId !== null && loaderData.canSeeOrders && (
        <p className="mb-6">
          <RecordLink to={`${sectionPath("transactions")}/${offer.orderId}`}>
            {t("offers.order")} <bdi dir="ltr">#{offer.orderId}</bdi>
          </RecordLink>
        </p>
      )}
      {canAnswer && (
        <Panel id="offer-answer" title="offers.counter">
          <div className="mb-4 flex flex-wrap gap-3">
            <IntentButton intent="accept" label="offers.accept" />
            <IntentButton intent="decline" label="offers.decline" danger />
          </div>
          <KitForm form={form} intent="counter" labels={{ amount: "offers.counterAmount" }} className="grid max-w-md gap-x-6">
            <MoneyField field={fields.amount} label="offers.counterAmount" />
            <AdminSubmitButton label="offers.counter" row />
          </KitForm>
        </Panel>
      )}
    </>
  );
}
