import type { AppContext } from "#app-context";
import { type Lang, pick } from "#core/i18n/index.ts";
import type { PlateChoices } from "#app/components/requests/request-fields.tsx";

/** The emirates and plate types of the request forms, named in the page's language. */
export async function plateChoices(app: AppContext, lang: Lang): Promise<PlateChoices> {
  const [emirates, types] = await Promise.all([app.services.catalog.listEmirates(), app.services.catalog.listPlateTypes()]);
  return {
    emirates: emirates.map((e) => ({ value: e.code, label: { text: pick(lang, e.name, e.nameAr) } })),
    types: types.map((p) => ({ value: p.key, label: { text: pick(lang, p.name, p.nameAr) } })),
  };
}
