import { type Lang, type MessageKey, type MessageVars, dir, translate } from "#core/i18n/index.ts";
import { isolate, labelled } from "#core/text/bidi.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A file sent with an e-mail: read from the storage's private area when the message is delivered. */
export interface MailAttachment {
  filename: string;
  key: string;
}

const escape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * An e-mail that asks the reader to open one link (verify, reset, confirm), in both languages:
 * the reader's language first, then the other, as plain text and as HTML.
 */
export function actionMail(input: {
  lang: Lang;
  /** The reader's name; without one (an address with no account) the greeting has none. */
  name?: string;
  subject: MessageKey;
  body: MessageKey;
  button: MessageKey;
  url: string;
  /** Words of a person (staff's note on a step), shown as written, under the body in both parts. */
  note?: string;
  /** Whether to add "if you did not ask for this, ignore it" (not for news of an order). */
  ignoreLine?: boolean;
  /** Lines listed under the body in each language (an alert's items), each already in that language. */
  lines?: (lang: Lang) => string[];
  /** A last, quieter link (an alert's "unsubscribe"). */
  footerLink?: { label: MessageKey; url: string };
  /** Values of the subject's and body's placeholders, in each language (already isolated where they are digits). */
  vars?: (lang: Lang) => MessageVars;
}): MailContent {
  const order: Lang[] = input.lang === "ar" ? ["ar", "en"] : ["en", "ar"];
  const part = (lang: Lang) => ({
    lang,
    greeting: input.name ? translate(lang, "mail.greeting", { name: input.name }) : translate(lang, "mail.greetingNoName"),
    body: translate(lang, input.body, input.vars?.(lang)),
    button: translate(lang, input.button),
    ignore: input.ignoreLine === false ? "" : translate(lang, "mail.ignore"),
    signature: translate(lang, "mail.signature"),
    lines: input.lines?.(lang) ?? [],
    footer: input.footerLink ? translate(lang, input.footerLink.label) : "",
  });
  const parts = order.map(part);
  const subject = order.map((l) => translate(l, input.subject, input.vars?.(l))).join(" | ");
  const text = parts
    .map((p) =>
      [
        p.greeting, "", p.body, ...(p.lines.length ? ["", ...p.lines.map((l) => `- ${isolate(l)}`)] : []), ...(input.note ? ["", input.note] : []), "", input.url,
        ...(p.ignore ? ["", p.ignore] : []), "", p.signature, ...(input.footerLink ? ["", labelled(p.footer, input.footerLink.url)] : []),
      ].join("\n"),
    )
    .join("\n\n----------------------------------------\n\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,sans-serif">${parts
    .map(
      (p) => `<div lang="${p.lang}" dir="${dir(p.lang)}" style="max-width:560px;margin:0 auto 24px;padding:24px;background:#fff;border-radius:8px;color:#0f172a">
<p>${escape(p.greeting)}</p>
<p>${escape(p.body)}</p>
${p.lines.length ? `<ul>${p.lines.map((l) => `<li><bdi>${escape(l)}</bdi></li>`).join("")}</ul>` : ""}
${input.note ? `<p style="padding:12px;background:#f1f5f9;border-radius:6px"><bdi>${escape(input.note)}</bdi></p>` : ""}
<p><a href="${escape(input.url)}" style="display:inline-block;padding:12px 20px;background:#047857;color:#fff;border-radius:6px;text-decoration:none">${escape(p.button)}</a></p>
<p dir="ltr" style="font-size:12px;color:#475569;word-break:break-all">${escape(input.url)}</p>
${p.ignore ? `<p style="font-size:13px;color:#475569">${escape(p.ignore)}</p>` : ""}
<p>${escape(p.signature)}</p>
${input.footerLink ? `<p style="font-size:12px;color:#475569"><a href="${escape(input.footerLink.url)}" style="color:#475569">${escape(p.footer)}</a></p>` : ""}
</div>`,
    )
    .join("")}</body></html>`;
  return { subject, text, html };
}

/** The e-mails whose words are a pair of keys `<name>Subject` and `<name>Body` in the message catalogue: their names. */
type MailName = { [K in MessageKey]: K extends `${infer Name}Subject` ? (`${Name}Body` extends MessageKey ? Name : never) : never }[MessageKey];

/**
 * An e-mail's subject and body by its name, one naming rule for every family of e-mails (`auctions.mail.won` →
 * `auctions.mail.wonSubject`, `auctions.mail.wonBody`) instead of a table of key pairs in each module: a name
 * without both keys does not compile.
 */
export function mailWords(name: MailName): { subject: MessageKey; body: MessageKey } {
  return { subject: `${name}Subject`, body: `${name}Body` };
}
