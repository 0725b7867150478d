import type { MessageKey } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import type { RequestKind, RequestStatus } from "#core/validation/requests.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";

interface RequestView {
  kind: RequestKind;
  lang: "ar" | "en";
  name: string;
  phone: string;
  email: string;
  contactMethod: "phone" | "whatsapp" | "email";
  emirateCode: string | null;
  plateType: string | null;
  code: string | null;
  number: number | null;
  wish: string | null;
  operator: "du" | "etisalat" | null;
  budget: string | null;
  message: string | null;
  estimateLow: string | null;
  estimateHigh: string | null;
  estimateCount: number | null;
  quotedPrice: string | null;
  createdAt: string;
}

/** What the requester sent, and what the site and staff answered (the range shown at once, the price given). */
export function RequestDetails({ request: r, assigneeName }: { request: RequestView; assigneeName: string | null }) {
  const { t, lang } = useT();
  const rows: [MessageKey, React.ReactNode][] = [
    ["requests.date", formatDateTime(r.createdAt, lang)],
    ["form.name", <bdi key="n">{r.name}</bdi>],
    ["requests.phoneOrMobile", <bdi key="p" dir="ltr">{r.phone}</bdi>],
    ["form.email", <bdi key="e" dir="ltr">{r.email}</bdi>],
    ["requests.contactMethod", t(`requests.method.${r.contactMethod}`)],
    ["requests.language", r.lang === "ar" ? "العربية" : "English"],
  ];
  if (r.emirateCode) rows.push(["requests.emirate", r.emirateCode], ["requests.plateType", r.plateType ?? "—"], ["requests.code", r.code ?? "—"]);
  if (r.number !== null) rows.push(["requests.number", <bdi key="no" dir="ltr">{r.number}</bdi>]);
  if (r.operator) rows.push(["requests.operator", t(`catalog.operator.${r.operator}`)]);
  if (r.wish) rows.push([r.kind === "draw_number" ? "draw.mask" : "requests.wish", <bdi key="w" dir="ltr">{r.wish}</bdi>]);
  if (r.budget) rows.push(["requests.budget", t(`requests.budget.${r.budget}` as MessageKey)]);
  if (r.message) rows.push([r.kind === "contact" ? "requests.question" : "requests.notes", <span key="m" className="whitespace-pre-line">{r.message}</span>]);
  if (r.kind === "estimate_plate") {
    rows.push([
      "requests.estimateShown",
      r.estimateLow && r.estimateHigh ? (
        <bdi key="r">{`${formatAed(r.estimateLow, lang)} – ${formatAed(r.estimateHigh, lang)} (${r.estimateCount})`}</bdi>
      ) : (
        t("requests.estimateTooFew", { count: r.estimateCount ?? 0 })
      ),
    ]);
    if (r.quotedPrice) rows.push(["requests.quotedPrice", <bdi key="q">{formatAed(r.quotedPrice, lang)}</bdi>]);
  }
  rows.push(["requests.assignee", assigneeName ?? t("requests.nobody")]);
  return (
    <section aria-labelledby="details-heading" className="mb-8">
      <h2 id="details-heading" className="mb-3 text-xl font-bold">{t("requests.details")}</h2>
      <dl className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface EventView {
  id: number;
  kind: "status" | "assign" | "note" | "reply";
  status: RequestStatus | null;
  body: string | null;
  price: string | null;
  actorName: string | null;
  at: string;
}

/** Staff's work on the request, oldest first: status changes, assignments, internal notes and the replies sent. */
export function RequestHistory({ events }: { events: EventView[] }) {
  const { t, lang } = useT();
  const title = (e: EventView) =>
    e.kind === "status" ? t("requests.event.status", { status: t(`requests.status.${e.status ?? "new"}`) }) : e.kind === "assign" ? t("requests.event.assign", { name: e.body ?? t("requests.nobody") }) : t(`requests.event.${e.kind}`);
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="mb-3 text-xl font-bold">{t("requests.history")}</h2>
      <ol className="border-s-2 border-brand-600 ps-4">
        {events.map((e) => (
          <li key={e.id} className="mb-3" data-event={e.kind}>
            <p className="font-semibold">{title(e)}</p>
            <p className="text-sm text-slate-700">
              {formatDateTime(e.at, lang)}
              {e.actorName && <> · {t("requests.by", { name: e.actorName })}</>}
            </p>
            {(e.kind === "note" || e.kind === "reply") && e.body && <p className="whitespace-pre-line">{e.body}</p>}
            {e.price && <p><bdi>{`${t("requests.priceGiven")}: ${formatAed(e.price, lang)}`}</bdi></p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
