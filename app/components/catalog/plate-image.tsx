import { forwardRef } from "react";
import { plateDesigns } from "#core/catalog/plate-design.ts";

export interface PlateImageProps {
  emirateCode: string;
  code: string;
  number: number | string;
  plateType: string;
  /** Accessible name; the drawing itself is text the screen reader should not spell out twice. */
  label: string;
  className?: string;
}

/**
 * A plate drawn as SVG in its emirate's style: car plates are long with the emblem panel at the start,
 * motorcycle plates are two rows, classic plates carry a yellow band. Digits are always laid out left to
 * right (direction="ltr"), whatever the page's direction.
 */
export const PlateImage = forwardRef<SVGSVGElement, PlateImageProps>(function PlateImage({ emirateCode, code, number, plateType, label, className }, ref) {
  const design = plateDesigns[emirateCode] ?? plateDesigns.DU!;
  const digits = String(number);
  // Font, weight, anchor and direction are inherited by every text of the drawing (SVG presentation
  // attributes), so each is written once per plate: a listing draws 24 of them. The plate keeps the phone's
  // own Arial-like font rather than the page's web font: SVG text is costly to lay out, and text in a web
  // font is laid out twice (once in the fallback, again when the font arrives); see decision 0008. The
  // downloaded PNG, where no web font can load, looks the same as the page.
  const shared = { fontFamily: "Arial, Helvetica, sans-serif", fontWeight: "700", textAnchor: "middle", direction: "ltr", className } as const;
  if (plateType === "motorcycle") {
    return (
      <svg ref={ref} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 170" role="img" aria-label={label} {...shared}>
        <rect x="3" y="3" width="234" height="164" rx="14" fill="#fff" stroke="#111827" strokeWidth="5" />
        <rect x="12" y="12" width="216" height="56" rx="8" fill={design.panel} />
        <g fill={design.panelText}>
          <text x="30" y="50" fontSize="30" textAnchor="start">{code}</text>
          <text x="214" y="36" fontSize="15" textAnchor="end">{design.name}</text>
          {/* Right-to-left text starts at its right edge: "start" keeps it inside the panel ("end" ran off it). */}
          <text x="214" y="58" fontSize="15" fontWeight="400" textAnchor="start" direction="rtl">{design.nameAr}</text>
        </g>
        <text x="120" y="140" fontSize="64" fill="#111827" letterSpacing="4">{digits}</text>
      </svg>
    );
  }
  const classic = plateType === "classic";
  return (
    <svg ref={ref} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 120" role="img" aria-label={label} {...shared}>
      <rect x="3" y="3" width="514" height="114" rx="12" fill="#fff" stroke="#111827" strokeWidth="5" />
      <rect x="12" y="12" width="128" height="96" rx="8" fill={design.panel} />
      <g fill={design.panelText}>
        <text x="76" y="52" fontSize="38">{code}</text>
        <text x="76" y="76" fontSize="13">{design.name}</text>
        <text x="76" y="97" fontSize="13" fontWeight="400" direction="rtl">{design.nameAr}</text>
      </g>
      {classic && <rect x="150" y="12" width="358" height="20" rx="4" fill="#facc15" />}
      {classic && <text x="329" y="28" fontSize="14" fill="#111827">CLASSIC · كلاسيك</text>}
      <text x="329" y={classic ? 98 : 88} fontSize={classic ? 62 : 70} fill="#111827" letterSpacing="6">{digits}</text>
    </svg>
  );
});
