import type { MetaDescriptor } from "react-router";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import type { RootData } from "#app/root.tsx";

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The title of an admin page ("Users | Admin | site") and noindex: staff pages are never for search engines. */
export function adminMeta(matches: ReadonlyArray<MetaMatch | undefined>, title: MessageKey | { text: string }): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const lang = root?.lang ?? "ar";
  const name = typeof title === "string" ? translate(lang, title) : title.text;
  return [{ title: `${name} | ${translate(lang, "admin.title")} | ${translate(lang, "site.name")}` }, { name: "robots", content: "noindex" }];
}
