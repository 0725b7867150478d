import { Form, Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { type Lang, localePath } from "#core/i18n/lang.ts";
import { parseId } from "#core/text/digits.ts";
import { applyPromoForm } from "#core/validation/checkout.ts";
import { FeeTable } from "#app/components/catalog/fee-table.tsx";
import { KitForm, TextField, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { fileVerification, onFileOf } from "#app/lib/buyer-verification.server.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { isHttpError, replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, translatorOf, useT } from "#app/lib/i18n.ts";
import { feeRows } from "#app/lib/item-page.ts";
import { formatAed } from "#core/money.ts";
import type { Route } from "./+types/order.ts";
import { CheckoutSteps } from "./checkout-parts.tsx";
import { orderItems } from "./checkout.server.ts";
import { OrderItems } from "./order-items.tsx";
import { VerificationForm } from "#app/components/checkout/verification-form.tsx";

/**
 * One checkout: the stepper (Verification → Payment → Congrats), the item with its fee breakdown and until when
 * it is held. Verification asks what the purchase needs (kept for next time), Payment opens the gateway's page.
 * A reload, or the same order opened on another device, resumes at its step.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const lang = langFromParam(params.lang);
  const orderId = parseId(params.orderId ?? "");
  const order = orderId === undefined ? undefined : await services.payments.refresh(user.id, orderId);
  if (!order) throw data({ messageKey: "checkout.orderNotFound" }, 404);
  if (!["verification", "payment"].includes(order.state)) throw redirect(`${localePath(lang, order.state === "expired" ? "/payment_failure" : "/payment_success")}?order=${order.id}`);
  const verification = await services.verifications.get(user.id);
  const complete = services.verifications.isComplete(verification, order.itemKind);
  const editing = url.searchParams.get("step") === "verification";
  return {
    order: { id: order.id, kind: order.itemKind, holdUntil: order.holdUntil.toISOString(), total: order.total.toString(), promoCode: order.promoCode },
    items: await orderItems(services, order, lang),
    fees: feeRows(order),
    step: complete && !editing ? ("payment" as const) : ("verification" as const),
    onFile: onFileOf(verification),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const lang: Lang = langFromParam(params.lang);
  const orderId = parseId(params.orderId ?? "");
  const order = orderId === undefined ? undefined : await services.checkout.get(user.id, orderId);
  if (!order) throw data({ messageKey: "checkout.orderNotFound" }, 404);
  const form = await request.formData();

  if (form.get("intent") === "promo") {
    const promo = parseForm(form, applyPromoForm);
    if (promo.status !== "success") return data({ result: undefined, promo: promo.reply(), error: null }, { status: 400 });
    try {
      await services.checkout.applyPromo(user.id, order.id, promo.value.code);
    } catch (error) {
      const { result, status } = replyWithError(promo, error);
      return data({ result: undefined, promo: result, error: null }, { status });
    }
    return redirect(localePath(lang, `/checkout/${order.id}`));
  }

  if (form.get("intent") === "pay") {
    try {
      return redirect(await services.payments.pay(user.id, order.id, lang, form.get("method") === "bank_transfer" ? "bank_transfer" : "card"));
    } catch (error) {
      if (!isHttpError(error) || error.statusCode >= 500) throw error;
      return data({ result: undefined, promo: undefined, error: error.key }, { status: error.statusCode });
    }
  }

  const refused = await fileVerification(services, user.id, order.itemKind, form);
  if (refused) return data({ result: refused.result, promo: undefined, error: null }, { status: refused.status });
  return redirect(localePath(lang, `/checkout/${order.id}`));
}

// Only the buyer ever gets this page (a crawler is sent to sign in), so no "noindex": decision 0029.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("checkout.title") }, { name: "description", content: t("checkout.metaDescription") }];
};

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { order, items, fees, step } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-brand-900">{t("checkout.title")}</h1>
      <CheckoutSteps current={step} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {actionData?.error && (
            <p role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">
              {t(actionData.error)}
            </p>
          )}
          {step === "verification" ? <VerificationForm kind={order.kind} onFile={loaderData.onFile} lastResult={actionData?.result} submit="checkout.continue" /> : <PaymentStep total={order.total} kind={order.kind} promoCode={order.promoCode} promoResult={actionData?.promo} />}
        </div>
        <aside aria-labelledby="order-summary" className="rounded-md border border-slate-200 p-4">
          <OrderItems items={items} summary={{ id: "order-summary", className: "mb-2 text-xl font-bold" }} />
          <p className="mb-4 text-sm text-slate-700">{t("checkout.heldUntil", { time: formatUaeTime(order.holdUntil, lang) })}</p>
          <FeeTable fees={fees} kind={order.kind} />
        </aside>
      </div>
    </div>
  );
}

function PaymentStep({ total, kind, promoCode, promoResult }: { total: string; kind: "plate" | "number"; promoCode: string | null; promoResult: Parameters<typeof useSchemaForm>[1]["lastResult"] }) {
  const { t, lang } = useT();
  const [form, fields] = useSchemaForm(applyPromoForm, { id: "promo-form", lastResult: promoResult });
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="mb-2 text-2xl font-bold">
        {t("checkout.payTitle")}
      </h2>
      {promoCode ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 font-semibold text-brand-900">
          <bdi dir="ltr">{promoCode}</bdi> ✓
        </p>
      ) : (
        <KitForm form={form} intent="promo" className="mb-6 flex flex-wrap items-end gap-3">
          <TextField field={fields.code} label="checkout.promoCode" ltr />
          <button type="submit" className="mb-4 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800">
            {t("checkout.applyPromo")}
          </button>
        </KitForm>
      )}
      <p className="mb-4 text-slate-700">{t("checkout.payCard")}</p>
      <Form method="post" className="flex flex-col items-start gap-3">
        <input type="hidden" name="intent" value="pay" />
        <button type="submit" name="method" value="card" className="btn-primary text-lg">
          {t("checkout.payNow", { amount: formatAed(total, lang) })}
        </button>
        {kind === "plate" && (
          <>
            <button type="submit" name="method" value="bank_transfer" aria-describedby="bank-hint" className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800">
              {t("checkout.payBank")}
            </button>
            <p id="bank-hint" className="text-sm text-slate-700">
              {t("checkout.payBankHint")}
            </p>
          </>
        )}
      </Form>
      <p className="mt-4">
        <Link to="?step=verification" className="text-brand-700 underline underline-offset-2">
          {t("checkout.step.verification")}
        </Link>
      </p>
    </section>
  );
}
