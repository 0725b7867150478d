import { useRouteLoaderData } from "react-router";
import type { Lang } from "#core/i18n/lang.ts";
import type { RootData } from "../root.tsx";

export type ConstantValue = { value: string; url: string | null };

/**
 * The constants in one language, keyed without the `_ar` suffix: in Arabic `key_ar` where it exists,
 * otherwise `key`. The root loader sends only these, so a page carries one language's constants.
 * Made once per list (the content service keeps the list until a constant changes) and language: every page
 * gets the same object, which the footer's kept part is known by (server/lib/kept-html.ts).
 */
export function constantsIn(lang: Lang, list: readonly { key: string; value: ConstantValue }[]): Record<string, ConstantValue> {
  let byLang = madeFor.get(list);
  if (!byLang) madeFor.set(list, (byLang = {}));
  return (byLang[lang] ??= Object.freeze(localConstants(lang, Object.fromEntries(list.map((c) => [c.key, c.value])))));
}
const madeFor = new WeakMap<object, Partial<Record<Lang, Record<string, ConstantValue>>>>();

function localConstants(lang: Lang, all: Record<string, ConstantValue>): Record<string, ConstantValue> {
  const local: Record<string, ConstantValue> = {};
  for (const [key, value] of Object.entries(all)) {
    if (key.endsWith("_ar")) continue;
    local[key] = (lang === "ar" ? all[`${key}_ar`] : undefined) ?? value;
  }
  return local;
}

/** A constant of the page's language (see constantsIn). */
export function useConstants() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const constants = root?.constants ?? {};
  return (key: string): ConstantValue | undefined => constants[key];
}
