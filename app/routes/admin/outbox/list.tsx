import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { pageQuery } from "#core/validation/pagination.ts";
import { AdminHeading } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { listQueryOf } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const OUTBOX_PER_PAGE = 20;
const path = sectionPath("outbox");

/** The e-mails the site sent or kept, newest first, ?page=n. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:mail");
  const { query } = listQueryOf(url, pageQuery);
  const result = await services.mail.list(query.page, OUTBOX_PER_PAGE);
  return {
    ...result,
    path,
    // The list shows no bodies: they are opened one at a time.
    items: result.items.map((m) => ({ id: m.id, to: m.to, subject: m.subject, status: m.status, createdAt: m.createdAt })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.outbox");

type MessageItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const columns: Column<MessageItem>[] = [
    recordColumn(path, { id: "subject", header: "admin.subject" }, (m) => m.subject),
    { id: "to", header: "admin.to", cell: (m) => <bdi dir="ltr">{m.to}</bdi> },
    { id: "status", header: "admin.status", cell: (m) => t(`admin.mailStatus.${m.status}` as MessageKey) },
    { id: "sent", header: "admin.sentAt", cell: (m) => formatDateTime(m.createdAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.outbox")}</AdminHeading>
      <DataTable list={loaderData} columns={columns} words="outbox" />
    </>
  );
}
