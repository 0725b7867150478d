import { type Lang, localePath } from "#core/i18n/index.ts";
import { type MailContent, actionMail } from "#server/modules/mail/index.ts";

export type AdDecision = "approved" | "rejected" | "needs_info";

const keys = {
  approved: { subject: "ads.mail.approvedSubject", body: "ads.mail.approvedBody" },
  rejected: { subject: "ads.mail.rejectedSubject", body: "ads.mail.rejectedBody" },
  needs_info: { subject: "ads.mail.askSubject", body: "ads.mail.askBody" },
} as const;

/** Staff's decision on an owner's ad, with their reason or question as written, and a link to the Ads List. */
export function adDecisionMail(input: { lang: Lang; name: string; decision: AdDecision; note: string | null; publicUrl: string }): MailContent {
  return actionMail({
    lang: input.lang,
    name: input.name,
    subject: keys[input.decision].subject,
    body: keys[input.decision].body,
    button: "ads.mail.button",
    url: `${input.publicUrl}${localePath(input.lang, "/ads")}`,
    ...(input.note ? { note: input.note } : {}),
    ignoreLine: false,
  });
}
