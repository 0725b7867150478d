import { labelWithLtrRun } from "#core/text/bidi.ts";
import { BelowFold } from "#app/components/below-fold.tsx";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { appContext } from "#app-context";
import { normalisePattern } from "#core/catalog/search-pattern.ts";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { numberFilters } from "#core/validation/catalog.ts";
import { drawNumberForm, drawNumberQuery } from "#core/validation/requests.ts";
import { NumberCard } from "#app/components/catalog/number-card.tsx";
import { NumberCardImage } from "#app/components/catalog/number-card-image.tsx";
import { DrawingShare } from "#app/components/catalog/drawing-share.tsx";
import { KitForm, StatusMessage, SubmitButton, useSchemaForm } from "#app/components/form-kit/index.ts";
import { ContactFields, useSummary } from "#app/components/requests/request-fields.tsx";
import { numberDto } from "#app/lib/catalog.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { requestFormHeaders, submitRequestForm } from "#app/lib/requests.server.ts";
import type { Route } from "./+types/draw-numbers.ts";

const fallback = { operator: "du" as const, mask: "05x777xxxx" };
const SHOWN_MATCHES = 6;

/**
 * Draw Numbers (decision 0030): the number or mask of the query (also its share link) drawn as a card in its
 * operator's colours, redrawn as the visitor types; the numbers in stock that fit the mask, cheapest first,
 * through the catalogue's own mask search; and a form that requests such a number.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const lang = langFromParam(params.lang);
  const q = drawNumberQuery.parse(Object.fromEntries(url.searchParams));
  const typed = url.searchParams.get("mask");
  const shown = { operator: q.operator ?? fallback.operator, mask: q.mask ?? fallback.mask };
  const filters = numberFilters.parse({ operator: shown.operator, mode: "mask", pattern: shown.mask, sort: "price_asc" });
  const result = await services.catalog.searchNumbers(filters);
  return {
    shown,
    maskError: typed !== null && q.mask === undefined ? translate(lang, "draw.maskInvalid") : null,
    matches: result.items.slice(0, SHOWN_MATCHES).map(numberDto),
    total: result.total,
    publicUrl: services.config.publicUrl,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return submitRequestForm(context.get(appContext), await request.formData(), drawNumberForm, "draw_number", langFromParam(params.lang));
}

export const headers: Route.HeadersFunction = requestFormHeaders;

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "draw_numbers", path: "/draw_numbers" });

const fieldClass = "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";

/** What the card shows while someone types: the mask read as the search reads it, filled out to ten with x. */
function cardNumber(typed: string): string {
  return normalisePattern("mask", typed, "number").replace(/[^0-9x]/g, "").slice(0, 10).padEnd(10, "x");
}

export default function DrawNumbers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const [draft, setDraft] = useState(loaderData.shown);
  const svgRef = useRef<SVGSVGElement>(null);
  const [form, fields] = useSchemaForm(drawNumberForm, { id: "draw-number-form", lastResult: actionData?.result });
  const summary = useSummary(fields, ["operator", "mask", "name", "phone", "email", "contact_method"]);
  const number = cardNumber(draft.mask);
  const label = t("catalog.numberLabel", { operator: t(`catalog.operator.${draft.operator}`), number });
  // Shared as plain text: its digits one left-to-right isolate (core/text/bidi.ts).
  const shared = labelWithLtrRun(([digits]) => t("catalog.numberLabel", { operator: t(`catalog.operator.${draft.operator}`), number: digits! }), [number]);
  const query = new URLSearchParams({ operator: draft.operator, mask: number });
  const shareUrl = `${loaderData.publicUrl}${href("/draw_numbers")}?${query}`;
  const listing = `${href(`/numbers/${loaderData.shown.operator}`)}?${new URLSearchParams({ mode: "mask", pattern: loaderData.shown.mask, sort: "price_asc" })}`;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-2">
      <section aria-labelledby="draw-controls">
        <h2 id="draw-controls" className="section-heading">{t("route.draw_numbers")}</h2>
        <p className="mb-4 text-slate-700">{t("draw.numberIntro")}</p>
        <Form method="get" className="grid gap-4 sm:grid-cols-2">
          <label className="font-semibold">
            {t("requests.operator")}
            <select name="operator" value={draft.operator} onChange={(e) => setDraft((d) => ({ ...d, operator: e.target.value === "etisalat" ? "etisalat" : "du" }))} className={fieldClass}>
              <option value="du">{t("catalog.operator.du")}</option>
              <option value="etisalat">{t("catalog.operator.etisalat")}</option>
            </select>
          </label>
          <label className="font-semibold">
            {t("draw.mask")}
            <input
              name="mask"
              value={draft.mask}
              onChange={(e) => setDraft((d) => ({ ...d, mask: e.target.value.slice(0, 20) }))}
              maxLength={20}
              dir="ltr"
              autoComplete="off"
              aria-describedby="mask-hint"
              aria-invalid={loaderData.maskError ? true : undefined}
              className={fieldClass}
            />
            <span id="mask-hint" className="mt-1 block text-sm font-normal text-slate-700">
              {loaderData.maskError ?? t("draw.maskHint")}
            </span>
          </label>
          <div className="sm:col-span-2">
            <SubmitButton>{t("draw.show")}</SubmitButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="draw-result">
        <h2 id="draw-result" className="sr-only">{t("draw.cardTitle")}</h2>
        <NumberCardImage ref={svgRef} operator={draft.operator} number={number} site={t("site.name")} label={label} className="w-full max-w-xl" />
        <DrawingShare svgRef={svgRef} fileName={`number-${draft.operator}-${number}.png`} shareText={t("catalog.shareText", { site: t("site.name"), item: shared })} shareUrl={shareUrl} link={`${href("/draw_numbers")}?${query}`} linkLabel={t("draw.numberShareLink")} />
      </section>
      {/* The matches and the request form hydrate after the drawing tools, in slices of their own (decision 0042, session 16). */}
      <BelowFold as="section" name="draw-matches" aria-labelledby="draw-matches" className="lg:col-span-2">
        <h2 id="draw-matches" className="section-heading">{t("draw.matchesTitle")}</h2>
        {loaderData.total === 0 ? (
          <p className="text-slate-700">{t("draw.noMatches")}</p>
        ) : (
          <>
            <p className="mb-4 text-slate-700">
              {t("draw.matchesCount", { count: loaderData.total })}{" "}
              <Link to={listing} className="font-semibold text-brand-700 underline">{t("draw.matchesMore")}</Link>
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.matches.map((item) => <li key={item.id}><NumberCard item={item} /></li>)}
            </ul>
          </>
        )}
      </BelowFold>
      <BelowFold as="section" name="draw-request" aria-labelledby="draw-request" className="lg:col-span-2">
        <h2 id="draw-request" className="section-heading">{t("draw.requestNumber")}</h2>
        <p className="mb-3 text-slate-700">{t("draw.numberRequestIntro")}</p>
        <StatusMessage message={actionData?.done ? t("requests.submitted") : undefined} />
        <KitForm form={form} summary={summary}>
          <input type="hidden" name="operator" value={draft.operator} />
          <input type="hidden" name="mask" value={number} />
          {fields.mask?.errors?.[0] && <p role="alert" className="font-semibold text-red-700">{t(fields.mask.errors[0] as MessageKey)}</p>}
          <ContactFields fields={fields} />
          <SubmitButton>{t("draw.requestNumber")}</SubmitButton>
        </KitForm>
      </BelowFold>
    </div>
  );
}
