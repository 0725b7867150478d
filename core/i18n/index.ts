import { admin } from "./messages/admin.ts";
import { auth } from "./messages/auth.ts";
import { catalog } from "./messages/catalog.ts";
import { checkout } from "./messages/checkout.ts";
import { content } from "./messages/content.ts";
import { errors } from "./messages/errors.ts";
import { forms } from "./messages/forms.ts";
import { layout } from "./messages/layout.ts";
import { requests } from "./messages/requests.ts";
import { settings } from "./messages/settings.ts";
import { tables } from "./messages/tables.ts";
import { transactions } from "./messages/transactions.ts";
import { uploads } from "./messages/uploads.ts";
import { invoice } from "./messages/invoice.ts";
import { platesAdmin } from "./messages/plates-admin.ts";
import { alerts } from "./messages/alerts.ts";
import { adsMessages } from "./messages/ads.ts";

export const languages = ["ar", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "ar";

// Each group declares both languages with the same keys; adding a group here is all it takes.
const groups = [errors, layout, content, auth, admin, catalog, uploads, settings, forms, tables, checkout, transactions, invoice, platesAdmin, alerts, adsMessages, requests];

export const messages = {
  en: Object.assign({}, ...groups.map((g) => g.en)) as MessagesOf<(typeof groups)[number]["en"]>,
  ar: Object.assign({}, ...groups.map((g) => g.ar)) as MessagesOf<(typeof groups)[number]["en"]>,
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type MessagesOf<U> = UnionToIntersection<U>;
export type MessageKey = keyof typeof messages.en;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(messages.en, value);
}

export function isLang(value: unknown): value is Lang {
  return value === "ar" || value === "en";
}

export function dir(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** Translates a key, filling `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, vars?: Record<string, string | number>): string {
  const template: string = messages[lang][key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
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
