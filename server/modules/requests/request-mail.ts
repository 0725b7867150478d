import { type Lang, type MessageKey, localePath, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { labelled } from "#core/text/bidi.ts";
import type { RequestKind } from "#core/validation/requests.ts";
import { actionMail } from "#server/modules/mail/index.ts";
import type { ServiceRequest } from "./requests.schema.ts";

/** Where each kind is worked on in the admin area. */
export const adminPathOf: Record<RequestKind, string> = {
  request_plate: "/admin/requested_plates",
  estimate_plate: "/admin/estimate_plates",
  draw_plate: "/admin/draw_plates",
  draw_number: "/admin/draw_plates",
  contact: "/admin/contact_inquiries",
};

/** What the requester sent, one line per field, in a language (the staff notification and the acknowledgement quote it). */
export function requestSummary(r: ServiceRequest, lang: Lang): string {
  const line = (key: MessageKey, value: string | number | null) => (value === null || value === "" ? [] : [labelled(translate(lang, key), value)]);
  return [
    ...line("requests.kindLabel", translate(lang, `requests.kind.${r.kind}`)),
    ...line("requests.emirate", r.emirateCode),
    ...line("requests.plateType", r.plateType),
    ...line("requests.code", r.code),
    ...line("requests.number", r.number),
    ...line("requests.operator", r.operator ? translate(lang, `catalog.operator.${r.operator}`) : null),
    ...line(r.kind === "draw_number" ? "draw.mask" : "requests.wish", r.wish),
    ...line("requests.budget", r.budget ? translate(lang, `requests.budget.${r.budget}`) : null),
    ...line("form.name", r.name),
    ...line("form.phone", r.phone),
    ...line("form.email", r.email),
    ...line("requests.contactMethod", translate(lang, `requests.method.${r.contactMethod}`)),
    ...line(r.kind === "contact" ? "requests.question" : "requests.notes", r.message),
    ...(r.estimateLow !== null && r.estimateHigh !== null ? line("requests.estimateShown", `${formatAed(r.estimateLow, lang)} – ${formatAed(r.estimateHigh, lang)}`) : []),
  ].join("\n");
}

/** To the requester, in the language they wrote in: we have it, and how we will answer. */
export function acknowledgementMail(r: ServiceRequest, publicUrl: string) {
  return actionMail({
    lang: r.lang,
    name: r.name,
    subject: r.kind === "contact" ? "requests.mail.contactAckSubject" : "requests.mail.ackSubject",
    body: "requests.mail.ackBody",
    button: "requests.mail.ackButton",
    url: `${publicUrl}${localePath(r.lang, r.userId ? "/profile#requests" : "/")}`,
    note: requestSummary(r, r.lang),
    ignoreLine: false,
  });
}

/** To the staff address of the settings: a new request, with a link to it in the admin area. */
export function staffNotificationMail(r: ServiceRequest, publicUrl: string) {
  return actionMail({
    lang: "ar",
    subject: "requests.mail.staffSubject",
    body: "requests.mail.staffBody",
    button: "requests.mail.staffButton",
    url: `${publicUrl}${adminPathOf[r.kind]}/${r.id}`,
    note: requestSummary(r, "en"),
    ignoreLine: false,
  });
}

/** Staff's reply, in the requester's language; an estimate's reply states the price given. */
export function replyMail(r: ServiceRequest, message: string, priceFils: bigint | undefined, publicUrl: string) {
  const price = priceFils === undefined ? "" : `\n\n${labelled(translate(r.lang, "requests.priceGiven"), formatAed(priceFils, r.lang))}`;
  return actionMail({
    lang: r.lang,
    name: r.name,
    subject: "requests.mail.replySubject",
    body: "requests.mail.replyBody",
    button: "requests.mail.replyButton",
    url: `${publicUrl}${localePath(r.lang, r.userId ? "/profile#requests" : "/contact_us")}`,
    note: `${message}${price}`,
    ignoreLine: false,
  });
}
