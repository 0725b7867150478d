// The languages and their paths, without any messages: the browser's code imports these from here, so that
// importing a helper never brings the message catalogue (every group, both languages) into a page's scripts
// (decision 0031). `core/i18n/index.ts` re-exports all of it for the server's code.

export const languages = ["ar", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "ar";

export function isLang(value: unknown): value is Lang {
  return value === "ar" || value === "en";
}

export function dir(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** Picks the Arabic or English field of a bilingual record: `pick(lang, row.title, row.titleAr)`. */
export function pick<T>(lang: Lang, en: T, ar: T): T {
  return lang === "ar" ? ar : en;
}

/** Path of the same page in a language: Arabic at the bare path, English under /en. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === "ar") return clean;
  return clean === "/" ? "/en" : `/en${clean}`;
}

/** Strips a leading /en from a path, giving the language-neutral path. */
export function stripLang(pathname: string): { lang: Lang; path: string } {
  if (pathname === "/en" || pathname === "/en/") return { lang: "en", path: "/" };
  if (pathname.startsWith("/en/")) return { lang: "en", path: pathname.slice(3) };
  return { lang: "ar", path: pathname || "/" };
}

import type { Template } from "./define.ts";

/** Values for a message's `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;

/** Fills `{name}` placeholders; one left without a value stays as written. */
export function fill(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The CLDR plural category of a count in a language ("zero", "one", "two", "few", "many" or "other"). */
export function pluralOf(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/**
 * A message's text in a language: a plural message's form is chosen by `vars.count` (the one place that chooses
 * one), then placeholders are filled. Without a count, a plural message takes its "other" form.
 */
export function render(lang: Lang, template: Template, vars?: MessageVars): string {
  if (typeof template === "string") return fill(template, vars);
  const count = Number(vars?.count);
  const form = Number.isFinite(count) ? pluralOf(lang, count) : "other";
  return fill((template as unknown as Record<string, string>)[form] ?? template.other, vars);
}
