import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { appContext } from "#app-context";
import type { MessageKey } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { adOwnerForm } from "#core/validation/ads.ts";
import { StatusMessage } from "#app/components/form-kit/index.ts";
import { inputClass } from "#app/components/form-kit/field-parts.tsx";
import { adRow } from "#app/lib/ads.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/ads.ts";

const done: Record<string, MessageKey> = { submitted: "ads.submitted", withdrawn: "ads.withdrawn", price: "ads.priceChanged" };

/** The owner's Ads List: each ad with its state and staff's note; withdraw one, or change its asking price. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const lang = langFromParam(params.lang);
  return { ads: (await services.ads.mine(user.id)).map((ad) => adRow(ad, lang)) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const parsed = adOwnerForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: (parsed.error.issues[0]?.message ?? "error.validation") as MessageKey }, { status: 400 });
  try {
    if (parsed.data.intent === "withdraw") await services.ads.withdraw(user.id, parsed.data.id);
    else await services.ads.changePrice(user.id, parsed.data.id, BigInt(parsed.data.price));
  } catch (error) {
    if (!isHttpError(error) || error.statusCode >= 500) throw error;
    return data({ error: error.key }, { status: error.statusCode });
  }
  return redirect(`${localePath(langFromParam(params.lang), "/ads")}?done=${parsed.data.intent === "withdraw" ? "withdrawn" : "price"}`);
}

// Only a signed-in owner gets this page (a crawler is sent to sign in), so no "noindex": decision 0029.
export const meta: Route.MetaFunction = ({ matches }) => [...seoMeta(matches, { pageName: "ads", path: "/ads" })];

export default function Ads({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const [params] = useSearchParams();
  const message = done[params.get("done") ?? ""];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="section-heading">{t("ads.mineTitle")}</h1>
      <StatusMessage message={message ? t(message) : undefined} />
      {actionData?.error && (
        <p role="alert" className="mb-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {t(actionData.error)}
        </p>
      )}
      <p className="mb-6">
        <Link to={href("/sell_with_us")} className="btn-primary inline-block">
          {t("ads.sellLink")}
        </Link>
      </p>
      {loaderData.ads.length === 0 ? (
        <p>{t("ads.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {loaderData.ads.map((ad) => {
            const open = ad.state === "pending" || ad.state === "needs_info" || ad.state === "approved";
            return (
              <li key={ad.id} className="rounded-md border border-slate-200 p-4" data-ad={ad.id}>
                <p className="font-semibold">
                  <bdi>{ad.item}</bdi> · <bdi>{ad.price}</bdi>
                </p>
                <p>
                  {t("ads.stateLabel")}: <strong>{t(`ads.state.${ad.state}`)}</strong>
                  {ad.expiresAt && <> · {t("ads.listedUntil", { date: formatDate(ad.expiresAt, lang) })}</>}
                </p>
                {ad.note && (
                  <p className="mt-1 whitespace-pre-line text-sm">
                    {t("ads.staffNote")}: <bdi>{ad.note}</bdi>
                  </p>
                )}
                {ad.listing && (
                  <Link to={href(ad.listing)} className="text-sm font-semibold text-brand-700 underline">
                    {t("ads.viewListing")}
                  </Link>
                )}
                {open && (
                  <div className="mt-3 flex flex-wrap items-end gap-4">
                    <Form method="post" className="flex items-end gap-2">
                      <input type="hidden" name="intent" value="price" />
                      <input type="hidden" name="id" value={ad.id} />
                      <label className="flex flex-col gap-1 text-sm font-semibold">
                        {t("ads.newPrice")}
                        <input name="price" inputMode="decimal" dir="ltr" autoComplete="off" required className={inputClass} />
                      </label>
                      <button type="submit" className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800">
                        {t("ads.changePrice")}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="id" value={ad.id} />
                      <button type="submit" className="rounded-md border border-red-700 px-3 py-2 text-sm font-semibold text-red-800">
                        {t("ads.withdraw")}
                      </button>
                    </Form>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
