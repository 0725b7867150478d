import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { translatorOf } from "#app/lib/i18n.ts";

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The title of an admin page ("Users | Admin | site") and noindex: staff pages are never for search engines. */
export function adminMeta(matches: ReadonlyArray<MetaMatch | undefined>, title: MessageKey | { text: string }): MetaDescriptor[] {
  const { t } = translatorOf(matches);
  const name = typeof title === "string" ? t(title) : title.text;
  return [{ title: `${name} | ${t("admin.title")} | ${t("site.name")}` }, { name: "robots", content: "noindex" }];
}
