import { appContext } from "#app-context";
import type { MessageKey } from "#core/i18n/index.ts";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { sectionRecord } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";

/** One e-mail: its text version only (the HTML version is never rendered here). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:mail");
  const message = await sectionRecord(params, "outbox", services.mail.get);
  const { html: _html, ...shown } = message;
  return { message: shown };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? { text: loaderData.message.subject } : "admin.section.outbox");

export default function AdminOutboxMessage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { message } = loaderData;
  return (
    <>
      <RecordTop section="outbox" back={{ label: "admin.backToOutbox" }} flash={false}>{message.subject}</RecordTop>
      <dl className="mb-6 grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("admin.to")}</dt>
        <dd>
          <bdi dir="ltr">{message.to}</bdi>
        </dd>
        <dt className="font-semibold">{t("admin.status")}</dt>
        <dd>{t(`admin.mailStatus.${message.status}` as MessageKey)}</dd>
        <dt className="font-semibold">{t("admin.sentAt")}</dt>
        <dd>{formatDateTime(message.createdAt, lang)}</dd>
        {message.error && (
          <>
            <dt className="font-semibold">{t("admin.mailError")}</dt>
            <dd>
              <bdi dir="ltr">{message.error}</bdi>
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="text-heading">
        <h2 id="text-heading" className="mb-3 text-xl font-bold text-brand-900">
          {t("admin.messageText")}
        </h2>
        {/* The text version as plain text: React escapes it; e-mail HTML is never rendered in the admin area. */}
        <pre dir="auto" tabIndex={0} className="max-w-full overflow-x-auto rounded-md border border-slate-300 bg-slate-50 p-4 text-sm whitespace-pre-wrap">
          {message.text}
        </pre>
      </section>
    </>
  );
}
