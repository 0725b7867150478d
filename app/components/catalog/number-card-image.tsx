import { forwardRef } from "react";
import { formatMobile } from "#core/catalog/format.ts";
import { operatorColours } from "#core/catalog/plate-design.ts";

export interface NumberCardImageProps {
  operator: "du" | "etisalat";
  /** The number, or its mask with x for any digit ("05x777xxxx"). */
  number: string;
  /** The shop's name, printed at the foot of the card. */
  site: string;
  /** Accessible name; the drawing's own text would otherwise be read digit by digit. */
  label: string;
  className?: string;
}

/**
 * A number drawn as a shareable card in its operator's colours: the operator's name in both scripts, the
 * number in large digits (a wildcard as "X"), the shop's name. SVG, so Draw Numbers can save it as PNG the
 * way Draw Plates saves a plate; digits are always laid out left to right, and in the phone's own font (an
 * image made from SVG cannot load web fonts, so the page and the PNG look the same).
 */
export const NumberCardImage = forwardRef<SVGSVGElement, NumberCardImageProps>(function NumberCardImage({ operator, number, site, label, className }, ref) {
  const colours = operatorColours[operator];
  const shown = formatMobile(number.toUpperCase());
  return (
    <svg ref={ref} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 320" role="img" aria-label={label} className={className} fontFamily="Arial, Helvetica, sans-serif" direction="ltr">
      <rect width="600" height="320" rx="28" fill={colours.background} />
      <rect y="250" width="600" height="70" fill={colours.accent} />
      <rect y="230" width="600" height="40" fill={colours.accent} />
      <rect width="600" height="320" rx="28" fill="none" stroke={colours.accent} strokeWidth="6" />
      <text x="40" y="70" fill={colours.text} fontSize="34" fontWeight="700">{colours.name}</text>
      <text x="560" y="70" fill={colours.text} fontSize="34" fontWeight="700" textAnchor="end" direction="rtl">{colours.nameAr}</text>
      <text x="300" y="175" fill={colours.text} fontSize="76" fontWeight="700" textAnchor="middle" letterSpacing="4">{shown}</text>
      <text x="300" y="292" fill={colours.text} fontSize="24" fontWeight="700" textAnchor="middle">{site}</text>
    </svg>
  );
});
