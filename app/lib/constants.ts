import { useRouteLoaderData } from "react-router";
import type { Lang } from "#core/i18n/lang.ts";
import type { RootData } from "../root.tsx";

export type ConstantValue = { value: string; url: string | null };

/**
 * The constants in one language, keyed without the `_ar` suffix: in Arabic `key_ar` where it exists,
 * otherwise `key`. The root loader sends only these, so a page carries one language's constants.
 */
export function constantsIn(lang: Lang, all: Record<string, ConstantValue>): Record<string, ConstantValue> {
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
