import { useParams, useRouteLoaderData } from "react-router";
import type { MessageKey, PageMessages } from "#core/i18n/index.ts";
import type { Template } from "#core/i18n/define.ts";
import { type Lang, type MessageVars, localePath, render } from "#core/i18n/lang.ts";
import { type Packed, unpack } from "./packed.ts";

// The browser never imports the message catalogue: the root loader sends each page its own messages, in its
// language (app/lib/page-messages.ts says which), and everything here reads them from the root's loader data
// (decision 0031). On the server the same code reads the same data, so the HTML and hydration agree.

/** The page's language comes from the URL: /en/... is English, everything else Arabic. */
export function langFromParam(lang: string | undefined): Lang {
  return lang === "en" ? "en" : "ar";
}

export function useLang(): Lang {
  return langFromParam(useParams().lang);
}

/** The part of the root loader's data this module reads (app/root.tsx). */
interface WithMessages {
  lang: Lang;
  /** As JSON text (app/lib/packed.ts, app/lib/messages.server.ts). */
  messages: Packed<PageMessages>;
}

/** A key that looks like one ("auth.logout"), as opposed to a sentence some library wrote. */
const KEY_SHAPE = /^[a-zA-Z][\w-]*(?:\.[\w-]+)+$/;

/** A page must never show a key's name or nothing; in development and tests a missing message is loud. */
function reportMissing(key: string) {
  if (import.meta.env.DEV || import.meta.env.MODE === "test") {
    console.error(`message "${key}" is not among this page's messages: select it in app/lib/page-messages.ts`);
  }
}

/** Translation over one page's messages: `t` for keys, `isKey` for a value from elsewhere (an action's answer). */
export function translator(lang: Lang, messages: PageMessages) {
  const table = messages as Record<string, Template | undefined>;
  return {
    t(key: MessageKey, vars?: MessageVars): string {
      const template = table[key];
      if (template === undefined) {
        reportMissing(key);
        return key;
      }
      return render(lang, template, vars);
    },
    isKey(value: unknown): value is MessageKey {
      if (typeof value !== "string") return false;
      if (Object.hasOwn(table, value)) return true;
      if (KEY_SHAPE.test(value)) reportMissing(value);
      return false;
    },
  };
}

const NO_MESSAGES: PageMessages = {};

/** The translator of the page a meta function describes, from its matches (meta functions cannot use hooks). */
export function translatorOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as WithMessages | undefined;
  const lang = root?.lang ?? "ar";
  return { lang, ...translator(lang, root ? unpack(root.messages) : NO_MESSAGES) };
}

/** `t("nav.home")` in the current language, and `href("/about")` for a link in the same language. */
export function useT() {
  const lang = useLang();
  const root = useRouteLoaderData("root") as WithMessages | undefined;
  return {
    lang,
    ...translator(lang, root ? unpack(root.messages) : NO_MESSAGES),
    href: (path: string) => localePath(lang, path),
  };
}
