import { getFormProps } from "@conform-to/react";
import { Form, Link, data, redirect } from "react-router";
import { type AppContext, appContext } from "#app-context";
import { numberLabel, plateLabel } from "#core/catalog/labels.ts";
import { translatorFor } from "#core/i18n/index.ts";
import { type Lang, localePath } from "#core/i18n/lang.ts";
import { formatAed } from "#core/money.ts";
import { offerForm, offerItemParams } from "#core/validation/offers.ts";
import { ErrorSummary, FormPage, MoneyField, StatusMessage, SubmitButton } from "#app/components/form-kit/index.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, translatorOf, useT } from "#app/lib/i18n.ts";
import { parseForm, useSchemaForm } from "#app/lib/use-schema-form.ts";
import type { Route } from "./+types/offer.ts";

// "Make an offer" on one item (issue 31 item 2, decision 0064): the buyer's form, their latest offer on it,
// and their answer to the shop's counter. The item page links here when the item takes offers.

/** The item named by the address (an active plate or number), or the 404 page. */
async function itemOf(services: AppContext["services"], raw: unknown, lang: Lang) {
  const parsed = offerItemParams.safeParse(raw);
  if (!parsed.success) throw data({ messageKey: "error.itemNotFound" }, 404);
  const { kind, id } = parsed.data;
  const t = translatorFor(lang);
  if (kind === "plate") {
    const p = await services.catalog.getPlate(id);
    if (!p) throw data({ messageKey: "error.itemNotFound" }, 404);
    return { kind, id, price: p.price, label: plateLabel({ emirate: p.emirateCode, code: p.code, number: p.number }, lang, t), page: `/buy/plates/${id}` };
  }
  const n = await services.catalog.getNumber(id);
  if (!n) throw data({ messageKey: "error.itemNotFound" }, 404);
  return { kind, id, price: n.price, label: numberLabel({ operator: n.operator, number: n.number }, t), page: `/buy/numbers/${id}` };
}
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const lang = langFromParam(params.lang);
  const item = await itemOf(services, params, lang);
  // Only a signed-in buyer gets this page: a visitor (or a crawler) is sent to sign in and back (decision 0029).
  const user = await session.requireUser();
  const mine = await services.offers.latestOn(user.id, item.kind, item.id);
  return {
    item: { kind: item.kind, id: item.id, label: item.label, price: formatAed(item.price, lang), page: item.page },
    accepting: await services.offers.accepting(item.kind, item.id),
    mine: mine && { id: mine.id, state: mine.state, amount: formatAed(mine.amount, lang), counter: mine.counter === null ? undefined : formatAed(mine.counter, lang), orderId: mine.orderId },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const lang = langFromParam(params.lang);
  const item = await itemOf(services, params, lang);
  const self = localePath(lang, `/offers/${item.kind}/${item.id}`);
  const user = await session.user();
  if (!user) throw redirect(`${localePath(lang, "/sign_in")}?redirect=${encodeURIComponent(self)}`);
  const form = await request.formData();
  const submission = parseForm(form, offerForm);
  const intent = form.get("intent");
  try {
    if (intent === "accept" || intent === "decline") {
      const mine = await services.offers.latestOn(user.id, item.kind, item.id);
      if (!mine) return data({ result: submission.reply({ formErrors: ["offers.notFound"] }), done: undefined }, { status: 404 });
      if (intent === "accept") {
        const accepted = await services.offers.acceptCounter(user.id, mine.id);
        return redirect(localePath(lang, `/checkout/${accepted.orderId}`));
      }
      const declined = await services.offers.decline(user.id, mine.id);
      return { result: undefined, done: declined.state === "withdrawn" ? ("offers.withdrawnNow" as const) : ("offers.declinedNow" as const) };
    }
    if (submission.status !== "success") return data({ result: submission.reply(), done: undefined }, { status: 400 });
    if (!user.verified) return data({ result: submission.reply({ formErrors: ["checkout.verifyFirst"] }), done: undefined }, { status: 403 });
    await services.offers.make(user.id, item.kind, item.id, BigInt(submission.value.amount));
    return { result: submission.reply({ resetForm: true }), done: "offers.made" as const };
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ result, done: undefined }, { status });
  }
}

// Only a signed-in buyer gets this page (a crawler is sent to sign in), so no "noindex": decision 0029.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t } = translatorOf(matches);
  return [{ title: `${t("offers.title")}${loaderData ? ` · ${loaderData.item.label}` : ""}` }, { name: "description", content: t("offers.intro") }];
};

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { item, mine, accepting } = loaderData;
  const [form, fields] = useSchemaForm(offerForm, { id: "offer-form", lastResult: actionData?.result });
  const open = mine && (mine.state === "pending" || mine.state === "countered");
  return (
    <FormPage>
      <h1 className="mb-2 text-2xl font-bold text-brand-900">{t("offers.title")}</h1>
      <p className="mb-1 text-lg font-semibold">
        <Link to={href(item.page)} className="text-brand-700 underline underline-offset-2">
          <bdi>{item.label}</bdi>
        </Link>
      </p>
      <p className="mb-6">
        {t("offers.price")}: <bdi>{item.price}</bdi>
      </p>
      <StatusMessage message={actionData?.done ? t(actionData.done) : undefined} />
      {mine && (
        <section aria-labelledby="my-offer" className="mb-6 rounded-md border border-slate-300 p-4">
          <h2 id="my-offer" className="mb-2 text-lg font-bold">
            {t("offers.yours")}: <bdi>{mine.amount}</bdi>
          </h2>
          <p className="mb-2">{t(`offers.state.${mine.state}`)}</p>
          {mine.counter && (
            <p className="mb-3">
              {t("offers.counterOf")}: <bdi>{mine.counter}</bdi>
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {mine.state === "countered" && (
              <Form method="post">
                <input type="hidden" name="intent" value="accept" />
                <SubmitButton>{t("offers.acceptCounter")}</SubmitButton>
              </Form>
            )}
            {open && (
              <Form method="post">
                <input type="hidden" name="intent" value="decline" />
                <button type="submit" className="rounded-md border border-slate-400 px-4 py-2 font-semibold">
                  {t(mine.state === "countered" ? "offers.declineCounter" : "offers.withdraw")}
                </button>
              </Form>
            )}
            {mine.state === "accepted" && mine.orderId !== null && (
              <Link to={href(`/checkout/${mine.orderId}`)} className="btn-primary">
                {t("offers.pay")}
              </Link>
            )}
          </div>
        </section>
      )}
      {!accepting ? (
        <p>{t("offers.notAccepting")}</p>
      ) : (
        !open && (
          <>
            <p className="mb-4">{t("offers.intro")}</p>
            <ErrorSummary form={form} fields={[{ field: fields.amount, label: t("offers.amount") }]} />
            <Form method="post" {...getFormProps(form)}>
              <input type="hidden" name="intent" value="make" />
              <MoneyField field={fields.amount} label="offers.amount" />
              <SubmitButton>{t("offers.submit")}</SubmitButton>
            </Form>
          </>
        )
      )}
    </FormPage>
  );
}
