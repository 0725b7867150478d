import { invoiceLabel } from "#core/invoice-number.ts";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, data } from "react-router";
import { appContext } from "#app-context";
import type { MessageKey } from "#core/i18n/index.ts";
import { changeEmailSchema, changePasswordSchema, profileSchema } from "#core/validation/auth.ts";
import { sessionCookie } from "#app/lib/session.server.ts";
import { ErrorSummary, StatusMessage, SubmitButton, TextField } from "#app/components/form-kit/index.ts";
import { replyWithError } from "../lib/form-actions.server.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import { parseForm, useSchemaForm } from "../lib/use-schema-form.ts";
import { MyRequests } from "#app/components/requests/my-requests.tsx";
import { myRequest } from "#app/lib/my-requests.ts";
import type { Route } from "./+types/profile.ts";
import { formatAed } from "#core/money.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { MyAlerts } from "#app/components/alerts/my-alerts.tsx";
import { MyOffers } from "#app/components/offers/my-offers.tsx";
import { myOffers } from "#app/lib/my-offers.server.ts";
import { MyAuctions } from "#app/components/auctions/my-auctions.tsx";
import { myAuctions } from "#app/routes/auctions/auctions.server.ts";

// Three forms on one page; the hidden "intent" field says which one was sent.
type Intent = "profile" | "password" | "email";
interface ProfileAnswer {
  intent: Intent;
  result: SubmissionResult<string[]>;
  message?: MessageKey;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const signedIn = await session.requireUser();
  // Read again: after a form was sent (without JavaScript) the session's copy is from before the change.
  const user = (await services.accounts.currentUser(session.token)) ?? signedIn;
  const [orders, alerts, requests] = await Promise.all([services.transactions.forBuyer(user.id), services.alerts.list(user.id), services.requests.mine(user.id)]);
  return {
    name: user.name,
    phone: user.phone ?? "",
    email: user.email,
    verified: user.verified,
    alerts: alerts.map((a) => ({ id: a.id, kind: a.kind, filters: a.filters })),
    orders: orders.map((o) => ({ id: o.id, kind: o.itemKind, state: o.state, total: o.total.toString(), invoiceNumber: o.invoiceNumber, events: o.events.map((e) => ({ id: e.id, state: e.state, event: e.event, note: e.note, at: e.at.toISOString() })) })),
    requests: requests.map(myRequest),
    offers: await myOffers(services, user.id, langFromParam(params.lang)),
    auctions: await myAuctions(services, user.id, langFromParam(params.lang)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const formData = await request.formData();
  const intent = formData.get("intent");
  const failed = (answer: ProfileAnswer, status = 400) => data(answer, { status });

  if (intent === "password") {
    const secret = ["current_password", "password", "password_confirmation"];
    const submission = parseForm(formData, changePasswordSchema);
    if (submission.status !== "success") return failed({ intent, result: submission.reply({ hideFields: secret }) });
    try {
      const { current_password, password } = submission.value;
      const token = await services.accounts.changePassword(session.token!, current_password, password);
      // Other sessions ended; this browser carries on with the new token.
      const headers = { "Set-Cookie": sessionCookie(token, services.config.env === "production") };
      return data<ProfileAnswer>({ intent, result: submission.reply({ resetForm: true }), message: "auth.passwordChanged" }, { headers });
    } catch (error) {
      const { result, status } = replyWithError(submission, error, secret);
      return failed({ intent, result }, status);
    }
  }

  if (intent === "email") {
    const submission = parseForm(formData, changeEmailSchema);
    if (submission.status !== "success") return failed({ intent, result: submission.reply({ hideFields: ["current_password"] }) });
    try {
      await services.accounts.changeEmail(user, session.token!, submission.value.email, submission.value.current_password);
      return data<ProfileAnswer>({ intent, result: submission.reply({ resetForm: true }), message: "auth.emailChangeSent" });
    } catch (error) {
      const { result, status } = replyWithError(submission, error, ["current_password"]);
      return failed({ intent, result }, status);
    }
  }

  const submission = parseForm(formData, profileSchema);
  if (submission.status !== "success") return failed({ intent: "profile", result: submission.reply() });
  await services.accounts.updateProfile(user.id, submission.value);
  return data<ProfileAnswer>({ intent: "profile", result: submission.reply({ resetForm: true }), message: "auth.profileUpdated" });
}

// Only a signed-in person gets this page (a crawler is sent to sign in), so no "noindex": decision 0029.
export const meta: Route.MetaFunction = ({ matches }) => [...seoMeta(matches, { pageName: "profile", path: "/profile" })];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const answer = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const [profile, profileFields] = useSchemaForm(profileSchema, {
    id: "profile-form",
    lastResult: answer("profile")?.result,
    defaultValue: { name: loaderData.name, phone: loaderData.phone },
    optional: ["phone"],
  });
  const [password, passwordFields] = useSchemaForm(changePasswordSchema, { id: "password-form", lastResult: answer("password")?.result });
  const [email, emailFields] = useSchemaForm(changeEmailSchema, { id: "email-form", lastResult: answer("email")?.result });
  const done = (intent: Intent) => {
    const key = answer(intent)?.message;
    return key ? t(key) : undefined;
  };
  const section = "rounded-lg border border-slate-200 p-6";

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-3">
      <section aria-labelledby="profile-title" className={section}>
        <h2 id="profile-title" className="section-heading">{t("auth.profileTitle")}</h2>
        <StatusMessage message={done("profile")} />
        <ErrorSummary form={profile} fields={[{ field: profileFields.name, label: t("form.name") }, { field: profileFields.phone, label: t("form.phone") }]} />
        <Form method="post" {...getFormProps(profile)}>
          <input type="hidden" name="intent" value="profile" />
          <TextField field={profileFields.name} label="form.name" autoComplete="name" />
          <TextField field={profileFields.phone} label="form.phone" type="tel" autoComplete="tel" ltr />
          <SubmitButton>{t("auth.profileSubmit")}</SubmitButton>
        </Form>
        {/* Names and documents for buying and offers, filed before a first checkout too (decision 0070). */}
        <p className="mt-4">
          <Link to={href("/profile/verification")} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("verification.link")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="password-title" className={section}>
        <h2 id="password-title" className="section-heading">{t("auth.passwordTitle")}</h2>
        <StatusMessage message={done("password")} />
        <ErrorSummary
          form={password}
          fields={[
            { field: passwordFields.current_password, label: t("form.currentPassword") },
            { field: passwordFields.password, label: t("form.newPassword") },
            { field: passwordFields.password_confirmation, label: t("form.passwordConfirmation") },
          ]}
        />
        <Form method="post" {...getFormProps(password)}>
          <input type="hidden" name="intent" value="password" />
          {/* The account's address, for password managers. */}
          <input type="email" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
          <TextField field={passwordFields.current_password} label="form.currentPassword" type="password" autoComplete="current-password" ltr />
          <TextField field={passwordFields.password} label="form.newPassword" type="password" autoComplete="new-password" ltr />
          <TextField field={passwordFields.password_confirmation} label="form.passwordConfirmation" type="password" autoComplete="new-password" ltr />
          <SubmitButton>{t("auth.passwordSubmit")}</SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="email-title" className={section}>
        <h2 id="email-title" className="section-heading">{t("auth.emailTitle")}</h2>
        <p className="mb-4">
          {t("form.email")}: <bdi dir="ltr">{loaderData.email}</bdi>
        </p>
        {!loaderData.verified && (
          <p className="mb-4">
            {t("auth.verifyPending")}{" "}
            <Link to={href("/verify_email")} className="font-semibold text-brand-700 underline">
              {t("auth.resendSubmit")}
            </Link>
          </p>
        )}
        <StatusMessage message={done("email")} />
        <ErrorSummary
          form={email}
          fields={[
            { field: emailFields.email, label: t("form.newEmail") },
            { field: emailFields.current_password, label: t("form.currentPassword") },
          ]}
        />
        <Form method="post" {...getFormProps(email)}>
          <input type="hidden" name="intent" value="email" />
          <TextField field={emailFields.email} label="form.newEmail" type="email" autoComplete="email" ltr />
          <TextField field={emailFields.current_password} label="form.currentPassword" type="password" autoComplete="current-password" ltr />
          <SubmitButton>{t("auth.emailSubmit")}</SubmitButton>
        </Form>
      </section>
      <MyOrders orders={loaderData.orders} />
      <MyRequests requests={loaderData.requests} />
      <MyAlerts alerts={loaderData.alerts} />
      <MyOffers offers={loaderData.offers} />
      <MyAuctions data={loaderData.auctions} />
      <nav aria-labelledby="my-ads-heading" className="lg:col-span-3">
        <h2 id="my-ads-heading" className="mb-2 text-xl font-bold text-brand-900">
          {t("ads.mineTitle")}
        </h2>
        <p className="flex flex-wrap gap-4">
          <Link to={href("/ads")} className="font-semibold text-brand-700 underline">
            {t("ads.mineTitle")}
          </Link>
          <Link to={href("/sell_with_us")} className="font-semibold text-brand-700 underline">
            {t("ads.sellLink")}
          </Link>
        </p>
      </nav>
    </div>
  );
}

/** My orders: each paid order with its transfer timeline, as staff move it on (the e-mails link here). */
function MyOrders({ orders }: { orders: Route.ComponentProps["loaderData"]["orders"] }) {
  const { t, lang } = useT();
  return (
    <section id="orders" aria-labelledby="orders-heading" className="mt-10">
      <h2 id="orders-heading" className="mb-4 text-xl font-bold text-brand-900">
        {t("orders.mine")}
      </h2>
      {orders.length === 0 ? (
        <p>{t("orders.none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((o) => (
            <li key={o.id} className="rounded-md border border-slate-200 p-4">
              <p className="mb-2 font-semibold">
                <bdi dir="ltr">{`#${o.id}`}</bdi> · {t(o.kind === "plate" ? "transactions.plate" : "transactions.number")} · <bdi>{formatAed(o.total, lang)}</bdi> · {t(`order.state.${o.state}`)}
              </p>
              {o.invoiceNumber !== null && (
                <p className="mb-2 text-sm">
                  <a href={`/api/orders/${o.id}/invoice?lang=${lang}`} className="font-semibold text-brand-700 underline">
                    {t("invoice.download")}
                  </a>{" "}
                  <bdi dir="ltr">{invoiceLabel(o.invoiceNumber)}</bdi>
                </p>
              )}
              <ol className="border-s-2 border-brand-600 ps-4 text-sm">
                {o.events.map((e) => (
                  <li key={e.id} className="mb-2">
                    <span className="font-semibold">{e.event ? t(`checkout.event.${e.event}`) : t(`order.state.${e.state}`)}</span> · {formatDateTime(e.at, lang)}
                    {e.note && <p className="whitespace-pre-line">{e.note}</p>}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
