import { Form, Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { startForm } from "#core/validation/checkout.ts";
import { FormPage, SubmitButton } from "#app/components/form-kit/index.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { langFromParam, translatorOf, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/start.ts";

/** Nothing to load: "Buy now" posts here from an item's page (the page after the post shows its answer). */
export function loader() {
  return null;
}

/**
 * "Buy now": a visitor signs in first (and comes back to the item), a buyer whose e-mail is not verified is
 * told so with a way to get the link again, and a verified buyer's checkout starts (or resumes) and opens.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const lang = langFromParam(params.lang);
  const parsed = startForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ messageKey: "error.itemNotFound" }, 404);
  const { kind, id } = parsed.data;
  // A bundle's "Buy now" comes back to its plate's page after signing in.
  const plateId = kind === "bundle" ? (await services.bundles.get(id))?.plateId : undefined;
  const itemPath = localePath(lang, kind === "bundle" ? (plateId ? `/buy/plates/${plateId}` : "/plates") : `/buy/${kind === "plate" ? "plates" : "numbers"}/${id}`);
  const user = await session.user();
  if (!user) throw redirect(`${localePath(lang, "/sign_in")}?redirect=${encodeURIComponent(itemPath)}`);
  if (!user.verified) return data({ needsVerification: true, error: null }, { status: 403 });
  try {
    const order = kind === "bundle" ? await services.checkout.startBundle(user.id, id, ip) : await services.checkout.start(user.id, kind, id, ip);
    return redirect(localePath(lang, `/checkout/${order.id}`));
  } catch (error) {
    if (!isHttpError(error) || error.statusCode >= 500) throw error;
    throw data({ messageKey: error.key }, error.statusCode);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: translatorOf(matches).t("checkout.title") }, { name: "robots", content: "noindex" }];

export default function CheckoutStart({ actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  if (!actionData?.needsVerification) {
    // Opened directly: nothing is being bought; the way to the items.
    return (
      <FormPage>
        <h1 className="mb-4 text-2xl font-bold text-brand-900">{t("checkout.title")}</h1>
        <Link to={href("/plates")} className="btn-primary">
          {t("nav.plates")}
        </Link>
      </FormPage>
    );
  }
  return (
    <FormPage>
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{t("checkout.title")}</h1>
      <p role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">
        {t("checkout.verifyFirst")}
      </p>
      {/* The verification page's own action sends the link again, and says so. */}
      <Form method="post" action={href("/verify_email")}>
        <SubmitButton>{t("checkout.resend")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
