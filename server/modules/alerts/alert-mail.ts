import { numberText, plateText } from "#core/catalog/labels.ts";
import { type Lang, localePath, translatorFor } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { labelled } from "#core/text/bidi.ts";
import type { MobileNumber, Plate } from "#server/modules/catalog/index.ts";
import { type MailContent, actionMail } from "#server/modules/mail/index.ts";

type Item = Plate | MobileNumber;
const isPlate = (item: Item): item is Plate => "emirateCode" in item;

/** An item's line in the e-mail: its name and price, in the reader's language. */
function itemLine(item: Item, lang: Lang): string {
  const t = translatorFor(lang);
  const name = isPlate(item) ? plateText({ emirate: item.emirateCode, code: item.code, number: item.number }, lang, t) : numberText(item, t);
  return labelled(name, formatAed(item.price, lang));
}

/** "An item matching your saved search is on sale": the item, a link to it, and the alert's unsubscribe link. */
export function alertMail(input: { publicUrl: string; lang: Lang; name: string; item: Item; unsubscribeUrl: string }): MailContent {
  const path = isPlate(input.item) ? `/buy/plates/${input.item.id}` : `/buy/numbers/${input.item.id}`;
  return actionMail({
    lang: input.lang,
    name: input.name,
    subject: "alerts.mailSubject",
    body: "alerts.mailBody",
    button: "alerts.mailButton",
    url: `${input.publicUrl}${localePath(input.lang, path)}`,
    lines: (lang) => [itemLine(input.item, lang)],
    ignoreLine: false,
    footerLink: { label: "alerts.unsubscribe", url: input.unsubscribeUrl },
  });
}
