import { appContext } from "#app-context";
import { BRANCH_SLOTS, branchKey } from "#core/content/branches.ts";
import { useConstants } from "#app/lib/constants.ts";
import { useT } from "#app/lib/i18n.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/branches.ts";

/** The maps key (decision 0021): with it, an embedded map per branch; without, only a link, and no request to any map host. */
export async function loader({ context }: Route.LoaderArgs) {
  return { mapsKey: context.get(appContext).services.config.mapsKey ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "branches", path: "/branches" });

/** Every branch of the Settings Manager, in the page's language: address, working hours, phone, WhatsApp and a map. */
export default function Branches({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const constant = useConstants();
  const branches = Array.from({ length: BRANCH_SLOTS }, (_, i) => i + 1)
    .map((slot) => ({
      slot,
      name: constant(branchKey(slot, "name"))?.value,
      address: constant(branchKey(slot, "address"))?.value,
      hours: constant(branchKey(slot, "hours"))?.value,
      phone: constant(branchKey(slot, "phone")),
      whatsapp: constant(branchKey(slot, "whatsapp")),
    }))
    .filter((b) => b.name && b.address);
  if (branches.length === 0) return <p className="mx-auto max-w-6xl px-4 py-8">{t("branches.none")}</p>;
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-2 lg:grid-cols-3">
      {branches.map((b) => (
        <li key={b.slot} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-branch={b.slot}>
          <h2 className="mb-3 text-xl font-bold text-brand-900">{b.name}</h2>
          <dl className="space-y-2">
            <dt className="font-semibold">{t("branches.address")}</dt>
            <dd className="whitespace-pre-line">{b.address}</dd>
            {b.hours && (
              <>
                <dt className="font-semibold">{t("branches.hours")}</dt>
                <dd className="whitespace-pre-line">{b.hours}</dd>
              </>
            )}
            {b.phone?.value && (
              <>
                <dt className="font-semibold">{t("branches.phone")}</dt>
                <dd>{b.phone.url ? <a href={b.phone.url} dir="ltr" className="text-brand-700 underline">{b.phone.value}</a> : <bdi dir="ltr">{b.phone.value}</bdi>}</dd>
              </>
            )}
            {b.whatsapp?.value && (
              <>
                <dt className="font-semibold">{t("branches.whatsapp")}</dt>
                <dd>{b.whatsapp.url ? <a href={b.whatsapp.url} dir="ltr" rel="noopener noreferrer" className="text-brand-700 underline">{b.whatsapp.value}</a> : <bdi dir="ltr">{b.whatsapp.value}</bdi>}</dd>
              </>
            )}
          </dl>
          {loaderData.mapsKey ? (
            <iframe
              title={t("branches.mapOf", { name: b.name! })}
              src={`https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(loaderData.mapsKey)}&q=${encodeURIComponent(b.address!)}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="mt-4 h-56 w-full rounded-md border-0"
            />
          ) : (
            <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(b.address!)}`} rel="noopener noreferrer" className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2">
              {t("branches.openInMaps")}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
