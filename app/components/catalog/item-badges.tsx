import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";

interface Pattern {
  longest_run: number;
  repeating_block: number;
  mirror: boolean;
  sequence: "asc" | "desc" | null;
  trailing_zeros: number;
  digit_count: number;
  tier: string;
}

const tierStyle: Record<string, string> = {
  diamond: "bg-sky-100 text-sky-900",
  platinum: "bg-slate-200 text-slate-900",
  gold: "bg-amber-100 text-amber-900",
  silver: "bg-gray-100 text-gray-800",
  bronze: "bg-orange-100 text-orange-900",
};

/** Tier and pattern badges of an item (repeated digits, blocks, mirror, sequence, round). */
export function ItemBadges({ pattern, kind, sold, featured, ownerOffer = false }: { pattern: Pattern; kind: "plate" | "number"; sold: boolean; featured: boolean; ownerOffer?: boolean }) {
  const { t } = useT();
  const classes: MessageKey[] = [];
  if (pattern.digit_count > 1 && pattern.longest_run >= (kind === "plate" ? Math.min(3, pattern.digit_count) : 4)) classes.push("class.repeated");
  if (pattern.repeating_block > 0) classes.push("class.block");
  if (pattern.mirror) classes.push("class.mirror");
  if (pattern.sequence) classes.push("class.sequence");
  if (pattern.trailing_zeros >= (kind === "plate" ? 2 : 3)) classes.push("class.round");
  return (
    <ul className="item-badges" aria-label={t("catalog.patterns")}>
      {sold && <li className="item-badge bg-red-700 text-white">{t("catalog.sold")}</li>}
      {featured && !sold && <li className="item-badge bg-amber-400 text-slate-900">{t("catalog.hotDeal")}</li>}
      {ownerOffer && <li className="item-badge bg-slate-700 text-white">{t("plates.offeredByOwner")}</li>}
      <li className={`item-badge ${tierStyle[pattern.tier] ?? ""}`}>{t(`tier.${pattern.tier}` as MessageKey)}</li>
      {classes.map((key) => (
        <li key={key} className="item-badge bg-brand-50 text-brand-900">
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
