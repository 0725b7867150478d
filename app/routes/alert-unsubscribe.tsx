import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { unsubscribeParams } from "#core/validation/alerts.ts";
import { FormPage } from "#app/components/form-kit/index.ts";
import { useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/alert-unsubscribe.ts";

/**
 * The e-mail's signed link, without signing in: the page asks first (mail scanners open links; a GET changes
 * nothing), the button's POST deletes the alert. A link works once, and only for the alert it was signed for.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  // Where the button's POST ends: a message only, no link in the address any more.
  if (url.searchParams.get("done") === "1") return { state: "done" as const };
  const link = unsubscribeParams.safeParse(Object.fromEntries(url.searchParams));
  if (!link.success || !(await services.alerts.checkLink(link.data.alert, link.data.sig))) throw data({ messageKey: "alerts.linkInvalid" }, 404);
  return { state: "ask" as const, alert: link.data.alert, sig: link.data.sig };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const link = unsubscribeParams.safeParse(Object.fromEntries(await request.formData()));
  if (!link.success || !(await services.alerts.unsubscribe(link.data.alert, link.data.sig))) throw data({ messageKey: "alerts.linkInvalid" }, 404);
  const url = new URL(request.url);
  return redirect(`${url.pathname}?done=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => [...seoMeta(matches, { pageName: "alerts", path: "/alerts/unsubscribe" }), { name: "robots", content: "noindex" }];

export default function AlertUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <FormPage>
      <h1 className="section-heading">{t("alerts.unsubscribeTitle")}</h1>
      {loaderData.state === "done" ? (
        <p role="status">{t("alerts.unsubscribed")}</p>
      ) : (
        <Form method="post">
          <p className="mb-4">{t("alerts.unsubscribeConfirm")}</p>
          <input type="hidden" name="alert" value={loaderData.alert} />
          <input type="hidden" name="sig" value={loaderData.sig} />
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t("alerts.unsubscribeButton")}
          </button>
        </Form>
      )}
    </FormPage>
  );
}
