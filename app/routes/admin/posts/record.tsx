import { appContext } from "#app-context";
import { can } from "#core/access/permissions.ts";
import { localePath, pick } from "#core/i18n/lang.ts";
import { postForm } from "#core/validation/posts.ts";
import { IntentButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { PostForm } from "./form.tsx";
import { doneIntent, formIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";
import { postFormValues, postSection, postState } from "./posts.server.ts";

/** One blog post or news item: every field in both languages, its cover, date and state; delete. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const section = postSection(url);
  const viewer = await session.requirePermission(section.can.list);
  const post = await sectionRecord(params, section.id, (id) => services.posts.get(section.kind, id));
  const lang = langFromParam(params.lang);
  const state = postState(post);
  return {
    section: { id: section.id, preview: `/preview/${section.id}` },
    post: {
      title: pick(lang, post.title, post.titleAr),
      state: `postAdmin.state.${state}` as const,
      // Only a post the public can see now is linked: a draft's or scheduled post's address answers 404 there.
      publicUrl: state === "published" ? localePath(lang, `${section.publicBase}/${encodeURIComponent(pick(lang, post.url, post.urlAr))}`) : undefined,
      cover: post.image ? `/images/${post.image}` : undefined,
    },
    values: postFormValues(post),
    canUpdate: can(viewer.scope, section.can.update),
    canDelete: can(viewer.scope, section.can.delete),
  };
}

export function action(args: Route.ActionArgs) {
  // `args.url`, not the request's: a client-side post's address ends in ".data".
  const section = postSection(args.url);
  return sectionAction(args, {
    section: section.id,
    intents: {
      save: formIntent(section.can.update, postForm, async ({ services, actor, id, form }, v) => {
        await services.posts.update(actor, section.kind, id, v, form);
        return { done: "postEdited", to: `${section.path}/${id}` };
      }),
      delete: doneIntent(section.can.delete, ({ services, actor, id }) => services.posts.remove(actor, section.kind, id), "postDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.post.title } : "admin.title");

export default function AdminPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { post, section, values, canUpdate, canDelete } = loaderData;
  return (
    <>
      <RecordTop section={section.id} answer={actionData}>{post.title}</RecordTop>
      <p className="mb-4">
        <span className="font-semibold">{t("postAdmin.state")}:</span> {t(post.state)}
        {post.publicUrl && (
          <>
            {" · "}
            <a href={post.publicUrl} className="font-semibold text-brand-700 underline">
              {t("postAdmin.view")}
            </a>
          </>
        )}
      </p>
      {canUpdate && <PostForm id="post-form" preview={section.preview} intent="save" lastResult={formResult(actionData)} values={values} cover={post.cover} />}
      {canDelete && <IntentButton intent="delete" label="postAdmin.delete" danger className="mt-8" />}
    </>
  );
}
