import { useRef, useState } from "react";
import { BelowFold } from "#app/components/below-fold.tsx";
import { Form, Link } from "react-router";
import { appContext } from "#app-context";
import { drawPlateForm, drawPlateQuery } from "#core/validation/requests.ts";
import { DrawingShare } from "#app/components/catalog/drawing-share.tsx";
import { PlateImage } from "#app/components/catalog/plate-image.tsx";
import { KitForm, StatusMessage, SubmitButton, useSchemaForm } from "#app/components/form-kit/index.ts";
import { ContactFields, useSummary } from "#app/components/requests/request-fields.tsx";
import { plateLabel, plateText } from "#app/lib/catalog.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { plateChoices } from "#app/lib/plate-choices.server.ts";
import { requestFormHeaders, submitRequestForm } from "#app/lib/requests.server.ts";
import type { Route } from "./+types/draw-plates.ts";

const fallback = { emirate: "DU", plate_type: "private", code: "A", number: "777" };

/**
 * Draw Plates: the plate of the query (also its share link) drawn with the catalogue's drawing, redrawn as the
 * visitor types; a link to buy it when exactly that plate is on sale, otherwise a form that requests it.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const q = drawPlateQuery.parse(Object.fromEntries(url.searchParams));
  const plate = { emirate: q.emirate ?? fallback.emirate, plate_type: q.plate_type ?? fallback.plate_type, code: q.code || fallback.code, number: q.number === undefined ? fallback.number : String(q.number) };
  const onSale = await app.services.comparables.plateOnSale({ emirateCode: plate.emirate, plateType: plate.plate_type, code: plate.code, number: Number(plate.number) });
  return { plate, onSale: onSale ?? null, choices: await plateChoices(app, langFromParam(params.lang)), publicUrl: app.services.config.publicUrl };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return submitRequestForm(context.get(appContext), await request.formData(), drawPlateForm, "draw_plate", langFromParam(params.lang));
}

export const headers: Route.HeadersFunction = requestFormHeaders;

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "draw_plates", path: "/draw_plates" });

const fieldClass = "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";

export default function DrawPlates({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const [plate, setPlate] = useState(loaderData.plate);
  const svgRef = useRef<SVGSVGElement>(null);
  const [form, fields] = useSchemaForm(drawPlateForm, { id: "draw-form", lastResult: actionData?.result });
  const summary = useSummary(fields, ["emirate", "plate_type", "code", "number", "name", "phone", "email", "contact_method"]);
  const set = (name: keyof typeof plate) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    // Digits of any keyboard are read by the server; here only what a plate can show is drawn.
    const value = name === "number" ? e.target.value.replace(/[^0-9٠-٩]/g, "").slice(0, 5) : name === "code" ? e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 4) : e.target.value;
    setPlate((p) => ({ ...p, [name]: value }));
  };
  const drawn = { emirate: plate.emirate, code: plate.code, number: Number(plate.number) };
  const label = plateLabel(drawn, lang, t);
  const query = new URLSearchParams({ emirate: plate.emirate, plate_type: plate.plate_type, code: plate.code, number: plate.number });
  const shareUrl = `${loaderData.publicUrl}${href("/draw_plates")}?${query}`;
  const shown = loaderData.plate;
  const same = shown.emirate === plate.emirate && shown.plate_type === plate.plate_type && shown.code === plate.code && shown.number === plate.number;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-2">
      <section aria-labelledby="draw-controls">
        <h2 id="draw-controls" className="section-heading">{t("route.draw_plates")}</h2>
        <p className="mb-4 text-slate-700">{t("draw.intro")}</p>
        <Form method="get" className="grid gap-4 sm:grid-cols-2">
          <label className="font-semibold">
            {t("requests.emirate")}
            <select name="emirate" value={plate.emirate} onChange={set("emirate")} className={fieldClass}>
              {loaderData.choices.emirates.map((o) => <option key={o.value} value={o.value}>{o.label.text}</option>)}
            </select>
          </label>
          <label className="font-semibold">
            {t("requests.plateType")}
            <select name="plate_type" value={plate.plate_type} onChange={set("plate_type")} className={fieldClass}>
              {loaderData.choices.types.map((o) => <option key={o.value} value={o.value}>{o.label.text}</option>)}
            </select>
          </label>
          <label className="font-semibold">
            {t("requests.code")}
            <input name="code" value={plate.code} onChange={set("code")} maxLength={4} dir="ltr" autoComplete="off" className={fieldClass} />
          </label>
          <label className="font-semibold">
            {t("requests.number")}
            <input name="number" value={plate.number} onChange={set("number")} inputMode="numeric" maxLength={5} dir="ltr" autoComplete="off" className={fieldClass} />
          </label>
          <div className="sm:col-span-2">
            <SubmitButton>{t("draw.show")}</SubmitButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="draw-result">
        <h2 id="draw-result" className="sr-only">{label}</h2>
        <PlateImage ref={svgRef} emirateCode={plate.emirate} code={plate.code} number={plate.number} plateType={plate.plate_type} label={label} className="w-full max-w-xl" />
        <DrawingShare svgRef={svgRef} fileName={`plate-${plate.emirate}-${plate.code}-${plate.number}.png`} shareText={t("catalog.shareText", { site: t("site.name"), item: plateText(drawn, lang, t) })} shareUrl={shareUrl} link={`${href("/draw_plates")}?${query}`} linkLabel={t("draw.shareLink")} />
        {same && loaderData.onSale !== null ? (
          <p className="mt-6 rounded-md border border-brand-600 bg-brand-50 p-4">
            {t("draw.inStock")}{" "}
            <Link to={href(`/buy/plates/${loaderData.onSale}`)} className="font-semibold text-brand-700 underline">{t("draw.buy")}</Link>
          </p>
        ) : (
          // The request form hydrates after the drawing tools, in its own slices (decision 0042, session 16).
          <BelowFold name="draw-request" className="mt-6">
            <p className="mb-3 text-slate-700">{t("draw.requestIntro")}</p>
            <StatusMessage message={actionData?.done ? t("requests.submitted") : undefined} />
            <KitForm form={form} summary={summary}>
              {(["emirate", "plate_type", "code", "number"] as const).map((name) => <input key={name} type="hidden" name={name} value={plate[name]} />)}
              <ContactFields fields={fields} />
              <SubmitButton>{t("draw.request")}</SubmitButton>
            </KitForm>
          </BelowFold>
        )}
      </section>
    </div>
  );
}
