import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { formatAed } from "#core/money.ts";
import { translatorOf, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/sandbox-pay.ts";

/**
 * The sandbox gateway's hosted payment page (PAYMENT_PROVIDER=sandbox, the demo's and the tests' gateway):
 * the buyer approves, declines or cancels. Like a real gateway it then sends its signed callback to the shop
 * (here by calling the shop's callback handler directly, with the same signed bytes) and sends the buyer back.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const payment = await context.get(appContext).services.sandbox.get(params.paymentId);
  if (!payment) throw data({ messageKey: "error.notFound" }, 404);
  return { id: payment.id, reference: payment.reference, amount: payment.amount.toString(), pending: payment.state === "pending", returnUrl: payment.returnUrl };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { sandbox, payments } = context.get(appContext).services;
  const choice = (await request.formData()).get("decision");
  if (choice !== "approve" && choice !== "decline" && choice !== "cancel") throw data({ messageKey: "error.validation" }, 400);
  const decided = await sandbox.decide(params.paymentId, choice);
  if (!decided) throw data({ messageKey: "error.notFound" }, 404);
  if (decided.changed) {
    const { body, headers } = sandbox.callback(params.paymentId);
    await payments.handleCallback(Buffer.from(body), headers);
  }
  return redirect(decided.returnUrl);
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: translatorOf(matches).t("sandbox.title") }, { name: "robots", content: "noindex" }];

export default function SandboxPay({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-6">
        <h1 className="mb-2 text-2xl font-bold text-slate-900">{t("sandbox.title")}</h1>
        <p className="mb-4 text-slate-800">{t("sandbox.intro")}</p>
        <dl className="mb-6 grid grid-cols-2 gap-2">
          <dt className="font-semibold">{t("sandbox.amount")}</dt>
          <dd>
            <bdi>{formatAed(loaderData.amount, lang)}</bdi>
          </dd>
          <dt className="font-semibold">{t("sandbox.reference")}</dt>
          <dd>
            <bdi dir="ltr">{loaderData.reference}</bdi>
          </dd>
        </dl>
        {loaderData.pending ? (
          <Form method="post" className="flex flex-col gap-3">
            <button type="submit" name="decision" value="approve" className="btn-primary">
              {t("sandbox.approve")}
            </button>
            <button type="submit" name="decision" value="decline" className="rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white">
              {t("sandbox.decline")}
            </button>
            <button type="submit" name="decision" value="cancel" className="rounded-md border border-slate-500 px-5 py-2.5 font-semibold text-slate-800">
              {t("sandbox.cancel")}
            </button>
          </Form>
        ) : (
          <p role="status" className="font-semibold">
            {t("sandbox.done")}
          </p>
        )}
      </div>
    </div>
  );
}
