import { pick } from "#core/i18n/lang.ts";
import { formatUaeDateTime } from "#core/text/uae-time.ts";
import { POSTS_DEFAULT_SORT, postAdminListQuery, postForm, postStates } from "#core/validation/posts.ts";
import { AdminHeading, Flash, FormError, NewRecord } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, recordColumn } from "#app/components/admin/data-table.tsx";
import { formResult, refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { PostForm } from "./form.tsx";
import { formIntent, openList, sectionAction } from "#app/lib/admin-section.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { postSection, postState } from "./posts.server.ts";

/** Blogs and News (the kind from the address): every post with its state, search and sort; a new post. */
export async function loader(args: Route.LoaderArgs) {
  const section = postSection(args.url);
  const { services, may, query, listPage, sort, lang } = await openList(args, section.id, postAdminListQuery, POSTS_DEFAULT_SORT);
  const result = await services.posts.list(section.kind, { ...query, sort });
  return {
    section: { label: section.label, preview: `/preview/${section.id}` },
    ...listPage(result),
    items: result.items.map((p) => ({
      id: p.id,
      title: pick(lang, p.title, p.titleAr),
      state: `postAdmin.state.${postState(p)}` as const,
      publishedAt: p.publishedAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    // A new post opens as a draft dated now (UAE time): nothing shows until staff publish it.
    newValues: { published_at: formatUaeDateTime(new Date()) },
    canCreate: may.canCreate,
  };
}

export function action(args: Route.ActionArgs) {
  const section = postSection(args.url);
  return sectionAction(args, {
    section: section.id,
    intents: {
      create: formIntent(section.can.create, postForm, async ({ services, actor, form }, v) => {
        await services.posts.create(actor, section.kind, v, form);
        return { done: "postCreated" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData?.section.label ?? "admin.title");

type PostRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const columns: Column<PostRow>[] = [
    recordColumn(loaderData.path, { id: "title", header: "postAdmin.title", sort: "title" }, (p) => p.title),
    { id: "state", header: "postAdmin.state", cell: (p) => t(p.state) },
    { id: "published", header: "postAdmin.publishedAt", sort: "published_at", cell: (p) => formatDate(p.publishedAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t(loaderData.section.label)}</AdminHeading>
      <Flash />
      <FormError error={refusalOf(actionData)} />
      <DataTable list={loaderData} columns={columns} words="postAdmin" search filters={[{ name: "state", label: "postAdmin.state", options: postStates.map((s) => ({ value: s, label: `postAdmin.state.${s}` as const })) }]} />
      {loaderData.canCreate && (
        <NewRecord id="new-post" title="postAdmin.new">
          <PostForm id="new-post-form" preview={loaderData.section.preview} intent="create" lastResult={formResult(actionData)} values={loaderData.newValues} />
        </NewRecord>
      )}
    </>
  );
}
