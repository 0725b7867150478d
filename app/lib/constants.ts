import { useRouteLoaderData } from "react-router";
import type { Lang } from "../../core/i18n/index.ts";
import type { RootData } from "../root.tsx";

export type ConstantValue = { value: string; url: string | null };

/** A constant in the page's language: `key_ar` in Arabic when it exists, otherwise `key`. */
export function constantFor(constants: Record<string, ConstantValue>, key: string, lang: Lang): ConstantValue | undefined {
  return (lang === "ar" ? constants[`${key}_ar`] : undefined) ?? constants[key];
}

export function useConstants(lang: Lang) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const constants = root?.constants ?? {};
  return (key: string) => constantFor(constants, key, lang);
}
