import { Link } from "react-router";
import { useT } from "#app/lib/i18n.ts";

/** One applied filter: what it says, and the query names that removing it drops (a pattern drops its mode too). */
export interface Chip {
  label: string;
  drop: readonly string[];
}

type Translate = ReturnType<typeof useT>["t"];
type Raw = Record<string, string | undefined>;

/** The chips of the filters plates, numbers and products share (pattern, class, tier, price, hot deals). */
export function commonChips(raw: Raw, t: Translate): Chip[] {
  const chips: Chip[] = [];
  if (raw.pattern) chips.push({ label: `${t(`mode.${(raw.mode as "contains" | undefined) ?? "contains"}` as "mode.contains")}: ${raw.pattern}`, drop: ["pattern", "mode"] });
  if (raw.class) chips.push({ label: t(`class.${raw.class}` as "class.mirror"), drop: ["class"] });
  if (raw.tier) chips.push({ label: t(`tier.${raw.tier}` as "tier.diamond"), drop: ["tier"] });
  if (raw.price_min) chips.push({ label: `${t("filters.priceMin")}: ${raw.price_min}`, drop: ["price_min"] });
  if (raw.price_max) chips.push({ label: `${t("filters.priceMax")}: ${raw.price_max}`, drop: ["price_max"] });
  if (raw.hot && raw.hot !== "0") chips.push({ label: t("filters.hot"), drop: ["hot"] });
  return chips;
}

/** A select's chip, labelled with the option the buyer chose (the raw value when it is not one of them). */
export function optionChip(raw: Raw, name: string, options: readonly { value: string | number; label: string }[], prefix?: string): Chip[] {
  const value = raw[name];
  if (!value) return [];
  const label = options.find((o) => String(o.value) === value)?.label ?? value;
  return [{ label: prefix ? `${prefix}: ${label}` : label, drop: [name] }];
}

/**
 * The applied filters as links that each drop one (and the page: the results change), so a buyer on a phone sees
 * what narrows the list without opening the sheet, and undoes one filter with one tap, without JavaScript too.
 */
export function FilterChips({ chips, path, query }: { chips: readonly Chip[]; path: string; query: Raw }) {
  const { t, href } = useT();
  if (chips.length === 0) return null;
  const without = (drop: readonly string[]) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1] && e[0] !== "page" && !drop.includes(e[0])));
    const search = params.toString();
    return href(path) + (search ? `?${search}` : "");
  };
  return (
    <ul aria-label={t("filters.applied")} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.drop.join()}>
          <Link to={without(chip.drop)} className="filter-chip" aria-label={t("filters.removeChip", { label: chip.label })}>
            <span className="digits-plain">{chip.label}</span>
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
