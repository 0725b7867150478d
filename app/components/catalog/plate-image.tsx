import { forwardRef } from "react";
import { plateDesigns } from "../../../core/catalog/plate-design.ts";

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
  const font = "Inter, 'IBM Plex Sans Arabic', Arial, sans-serif";
  if (plateType === "motorcycle") {
    return (
      <svg ref={ref} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 170" role="img" aria-label={label} className={className}>
        <rect x="3" y="3" width="234" height="164" rx="14" fill="#fff" stroke="#111827" strokeWidth="5" />
        <rect x="12" y="12" width="216" height="56" rx="8" fill={design.panel} />
        <text x="30" y="50" fontFamily={font} fontSize="30" fontWeight="700" fill={design.panelText} direction="ltr">{code}</text>
        <text x="214" y="36" fontFamily={font} fontSize="15" fontWeight="700" fill={design.panelText} textAnchor="end" direction="ltr">{design.name}</text>
        <text x="214" y="58" fontFamily={font} fontSize="15" fill={design.panelText} textAnchor="end" direction="rtl">{design.nameAr}</text>
        <text x="120" y="140" fontFamily={font} fontSize="64" fontWeight="700" fill="#111827" textAnchor="middle" direction="ltr" letterSpacing="4">{digits}</text>
      </svg>
    );
  }
  const classic = plateType === "classic";
  return (
    <svg ref={ref} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 120" role="img" aria-label={label} className={className}>
      <rect x="3" y="3" width="514" height="114" rx="12" fill="#fff" stroke="#111827" strokeWidth="5" />
      <rect x="12" y="12" width="128" height="96" rx="8" fill={design.panel} />
      <text x="76" y="52" fontFamily={font} fontSize="38" fontWeight="700" fill={design.panelText} textAnchor="middle" direction="ltr">{code}</text>
      <text x="76" y="76" fontFamily={font} fontSize="13" fontWeight="700" fill={design.panelText} textAnchor="middle" direction="ltr">{design.name}</text>
      <text x="76" y="97" fontFamily={font} fontSize="13" fill={design.panelText} textAnchor="middle" direction="rtl">{design.nameAr}</text>
      {classic && <rect x="150" y="12" width="358" height="20" rx="4" fill="#facc15" />}
      {classic && <text x="329" y="28" fontFamily={font} fontSize="14" fontWeight="700" fill="#111827" textAnchor="middle" direction="ltr">CLASSIC · كلاسيك</text>}
      <text x="329" y={classic ? 98 : 88} fontFamily={font} fontSize={classic ? 62 : 70} fontWeight="700" fill="#111827" textAnchor="middle" direction="ltr" letterSpacing="6">{digits}</text>
    </svg>
  );
});
