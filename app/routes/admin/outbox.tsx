import { Link, data } from "react-router";
import { appContext } from "#app-context";
import type { MessageKey } from "#core/i18n/index.ts";
import { pageQuery } from "#core/validation/pagination.ts";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { AdminHeading, tableClass, tdClass, thClass } from "#app/components/admin/admin-ui.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/outbox.ts";

const OUTBOX_PER_PAGE = 20;

/** The e-mails the site sent or kept, newest first, ?page=n. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:mail");
  const query = pageQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: "error.validation" }, 400);
  const result = await services.mail.list(query.data.page, OUTBOX_PER_PAGE);
  return {
    ...result,
    // The list shows no bodies: they are opened one at a time.
    items: result.items.map((m) => ({ id: m.id, to: m.to, subject: m.subject, status: m.status, createdAt: m.createdAt })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.outbox");

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const { items, page, pages, total } = loaderData;
  return (
    <>
      <AdminHeading>{t("admin.section.outbox")}</AdminHeading>
      {items.length === 0 ? (
        <p className="py-6 text-slate-700">{t("admin.outboxEmpty")}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">{t("admin.total", { n: total })}</p>
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>{t("admin.subject")}</th>
                  <th scope="col" className={thClass}>{t("admin.to")}</th>
                  <th scope="col" className={thClass}>{t("admin.status")}</th>
                  <th scope="col" className={thClass}>{t("admin.sentAt")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((m) => (
                  <tr key={m.id}>
                    <th scope="row" className={`${tdClass} text-start font-semibold`}>
                      <Link to={href(`/admin/outbox/${m.id}`)} className="text-brand-700 underline underline-offset-2">
                        {m.subject}
                      </Link>
                    </th>
                    <td className={tdClass}>
                      <bdi dir="ltr">{m.to}</bdi>
                    </td>
                    <td className={tdClass}>{t(`admin.mailStatus.${m.status}` as MessageKey)}</td>
                    <td className={tdClass}>{formatDateTime(m.createdAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pages > 1 && <p className="mt-4 text-sm text-slate-700">{t("pagination.summary", { page, pages })}</p>}
      <AdminPagination page={page} pages={pages} path="/admin/outbox" />
    </>
  );
}
