import { invoiceLabel } from "#core/invoice-number.ts";
import { Link, data } from "react-router";
import { appContext } from "#app-context";
import { parseId } from "#core/text/digits.ts";
import { paidStates } from "#core/checkout/order-states.ts";
import { formatAed } from "#core/money.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/outcome.ts";
import { CheckoutSteps } from "./checkout-parts.tsx";
import { orderItems } from "./checkout.server.ts";
import { OrderItems } from "./order-items.tsx";


/**
 * /payment_success and /payment_failure (?order=): both show the state the server has, after asking the
 * gateway once; the browser's arrival here settles nothing. Paid: Congrats. Not paid while the hold lasts: the
 * spec's failure message and a retry. Waiting for the gateway: say so. Refunded: say why.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const orderId = parseId(url.searchParams.get("order") ?? "");
  const order = orderId === undefined ? undefined : await services.payments.refresh(user.id, orderId);
  if (!order) throw data({ messageKey: "checkout.orderNotFound" }, 404);
  const attempt = await services.payments.latestAttempt(order.id);
  const open = order.state === "verification" || order.state === "payment";
  const outcome = (paidStates as readonly string[]).includes(order.state)
    ? ("paid" as const)
    : order.state === "refund_due" || order.state === "refunded"
      ? ("refunded" as const)
      : open && attempt?.state === "pending"
        ? ("pending" as const)
        : ("failed" as const);
  const bank = outcome === "pending" && attempt?.provider === "bank_transfer";
  const account = bank ? (await services.content.listConstants()).find((c) => c.key === (langFromParam(params.lang) === "ar" ? "bankAccount_ar" : "bankAccount"))?.value.value : undefined;
  return {
    outcome,
    bank: bank ? { reference: attempt!.reference, holdUntil: order.holdUntil.toISOString(), account: account ?? "" } : null,
    canRetry: open && order.holdUntil > new Date(),
    order: { id: order.id, kind: order.itemKind, total: order.total.toString(), invoiceNumber: order.invoiceNumber },
    items: await orderItems(services, order, langFromParam(params.lang)),
  };
}

// Only a signed-in buyer ever gets these pages (a crawler is sent to sign in), so no "noindex": decision 0029.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(matches, { pageName: location.pathname.includes("payment_failure") ? "payment_failure" : "payment_success", path: location.pathname.replace(/^\/en/, "") });

export default function PaymentOutcome({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { outcome, order, items } = loaderData;
  const title = { paid: "checkout.successTitle", pending: loaderData.bank ? "checkout.bankTitle" : "checkout.pendingTitle", failed: "checkout.failureTitle", refunded: "checkout.refundedTitle" } as const;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <CheckoutSteps current={outcome === "paid" ? "congrats" : "payment"} />
      <h1 className="mb-4 text-3xl font-bold text-brand-900">{t(title[outcome])}</h1>
      <div role={outcome === "failed" ? "alert" : "status"} className="mb-6">
        {outcome === "paid" && <p>{t("checkout.successBody")}</p>}
        {outcome === "pending" && !loaderData.bank && <p>{t("checkout.pendingBody")}</p>}
        {loaderData.bank && (
          <>
            <p className="mb-3">{t("checkout.bankBody", { amount: formatAed(order.total, lang), reference: loaderData.bank.reference, time: formatUaeTime(loaderData.bank.holdUntil, lang) })}</p>
            <p className="rounded-md border border-slate-300 bg-slate-50 p-3">
              <span className="font-semibold">{t("checkout.bankAccount")}: </span>
              <bdi>{loaderData.bank.account}</bdi>
            </p>
          </>
        )}
        {outcome === "failed" && <p className="rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">{t("checkout.failureBody")}</p>}
        {outcome === "refunded" && <p>{t("checkout.mail.refundBody", { item: items.names.join(" + ") })}</p>}
      </div>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border border-slate-200 p-4">
        <dt className="font-semibold">{t("checkout.item")}</dt>
        <dd>
          <OrderItems items={items} />
        </dd>
        <dt className="font-semibold">{t("checkout.reference")}</dt>
        <dd>
          <bdi dir="ltr">{`#${order.id}`}</bdi>
        </dd>
        <dt className="font-semibold">{t(outcome === "paid" ? "checkout.amountPaid" : "fees.total")}</dt>
        <dd>
          <bdi>{formatAed(order.total, lang)}</bdi>
        </dd>
        {order.invoiceNumber !== null && (
          <>
            <dt className="font-semibold">{t("checkout.invoiceNumber")}</dt>
            <dd>
              <bdi dir="ltr">{invoiceLabel(order.invoiceNumber)}</bdi> ·{" "}
              <a href={`/api/orders/${order.id}/invoice?lang=${lang}`} className="font-semibold text-brand-700 underline">
                {t("invoice.download")}
              </a>
            </dd>
          </>
        )}
      </dl>
      {outcome === "paid" && (
        <section aria-labelledby="next-steps">
          <h2 id="next-steps" className="mb-2 text-xl font-bold">
            {t("checkout.nextSteps")}
          </h2>
          {/* A bundle's buyer gets both items: the plate's steps and the number's. */}
          {((items.bundle ? ["checkout.nextPlate", "checkout.nextNumber"] : [order.kind === "plate" ? "checkout.nextPlate" : "checkout.nextNumber"]) as ("checkout.nextPlate" | "checkout.nextNumber")[]).map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </section>
      )}
      {outcome === "failed" &&
        (loaderData.canRetry ? (
          <Link to={href(`/checkout/${order.id}`)} className="btn-primary">
            {t("checkout.retry")}
          </Link>
        ) : (
          <p>{t("checkout.holdOver")}</p>
        ))}
    </div>
  );
}
