import { NumberCardImage } from "#app/components/catalog/number-card-image.tsx";
import { PlateImage } from "#app/components/catalog/plate-image.tsx";
import { useT } from "#app/lib/i18n.ts";
import type { LotDrawing as Drawing } from "#app/routes/auctions/auctions.server.ts";

/** A lot's item drawn as the buy pages draw it: the plate, or the number's card. The SVG's view box fixes its height. */
export function LotDrawing({ drawing, className }: { drawing: Drawing | null; className: string }) {
  const { t } = useT();
  if (!drawing) return null;
  if (drawing.kind === "plate") return <PlateImage emirateCode={drawing.emirate} code={drawing.code} number={drawing.number} plateType={drawing.plateType} label={drawing.label} className={className} />;
  return <NumberCardImage operator={drawing.operator} number={drawing.number} site={t("site.name")} label={drawing.label} className={className} />;
}
