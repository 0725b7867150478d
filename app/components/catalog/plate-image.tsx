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

/** Text and attribute values in the drawing's markup: the code comes from the database. */
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One element of the drawing: attributes in the order given (SVG names), text escaped. */
function element(tag: "rect" | "text" | "g", attributes: Record<string, string | number>, content = ""): string {
  const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`).join("");
  return `<${tag}${written}>${content}</${tag}>`;
}

/**
 * The inside of a plate's drawing as SVG markup, and its view box. Written as a string rather than as React
 * elements: a listing draws 24 plates of some ten elements each, and rendering them element by element was a
 * part of a rendered listing's server time (decision 0032). The same function runs on the server and in the
 * browser, so hydration finds the markup it would have made; the markup is the one React wrote before.
 */
export function plateDrawing(plate: Pick<PlateImageProps, "emirateCode" | "code" | "number" | "plateType">): { viewBox: string; markup: string } {
  // A drawing depends on these four values alone, so one made before is as good as new; on a server the same
  // plates are drawn page after page. Forgotten wholesale when full: a plain Map, no eviction order to keep.
  const key = `${plate.plateType}|${plate.emirateCode}|${plate.code}|${plate.number}`;
  const known = drawings.get(key);
  if (known) return known;
  if (drawings.size >= DRAWINGS_KEPT) drawings.clear();
  const drawing = draw(plate);
  drawings.set(key, drawing);
  return drawing;
}

const DRAWINGS_KEPT = 5_000;
const drawings = new Map<string, { viewBox: string; markup: string }>();

function draw({ emirateCode, code, number, plateType }: Pick<PlateImageProps, "emirateCode" | "code" | "number" | "plateType">): { viewBox: string; markup: string } {
  const design = plateDesigns[emirateCode] ?? plateDesigns.DU!;
  const digits = escapeXml(String(number));
  const motorcycle = plateType === "motorcycle";
  const classic = plateType === "classic";
  // Car plates: long, the emblem panel at the start. Motorcycle plates: two rows, the panel on top. Right-to-left
  // text starts at its right edge: "start" keeps the Arabic name inside the panel ("end" ran off it).
  const [width, height, radius] = motorcycle ? [240, 170, 14] : [520, 120, 12];
  const panel = motorcycle ? { x: 12, y: 12, width: 216, height: 56 } : { x: 12, y: 12, width: 128, height: 96 };
  const names = motorcycle
    ? [element("text", { x: 30, y: 50, "font-size": 30, "text-anchor": "start" }, escapeXml(code)), element("text", { x: 214, y: 36, "font-size": 15, "text-anchor": "end" }, escapeXml(design.name)), element("text", { x: 214, y: 58, "font-size": 15, "font-weight": 400, "text-anchor": "start", direction: "rtl" }, escapeXml(design.nameAr))]
    : [element("text", { x: 76, y: 52, "font-size": 38 }, escapeXml(code)), element("text", { x: 76, y: 76, "font-size": 13 }, escapeXml(design.name)), element("text", { x: 76, y: 97, "font-size": 13, "font-weight": 400, direction: "rtl" }, escapeXml(design.nameAr))];
  const band = classic ? element("rect", { x: 150, y: 12, width: 358, height: 20, rx: 4, fill: "#facc15" }) + element("text", { x: 329, y: 28, "font-size": 14, fill: "#111827" }, "CLASSIC · كلاسيك") : "";
  const number_ = motorcycle
    ? element("text", { x: 120, y: 140, "font-size": 64, fill: "#111827", "letter-spacing": 4 }, digits)
    : element("text", { x: 329, y: classic ? 98 : 88, "font-size": classic ? 62 : 70, fill: "#111827", "letter-spacing": 6 }, digits);
  return {
    viewBox: `0 0 ${width} ${height}`,
    markup:
      element("rect", { x: 3, y: 3, width: width - 6, height: height - 6, rx: radius, fill: "#fff", stroke: "#111827", "stroke-width": 5 }) +
      element("rect", { ...panel, rx: 8, fill: design.panel }) +
      element("g", { fill: design.panelText }, names.join("")) +
      band +
      number_,
  };
}

/**
 * A plate drawn as SVG in its emirate's style: car plates are long with the emblem panel at the start,
 * motorcycle plates are two rows, classic plates carry a yellow band. Digits are always laid out left to
 * right (direction="ltr"), whatever the page's direction.
 */
export const PlateImage = forwardRef<SVGSVGElement, PlateImageProps>(function PlateImage({ label, className, ...plate }, ref) {
  const { viewBox, markup } = plateDrawing(plate);
  // Font, weight, anchor and direction are inherited by every text of the drawing (SVG presentation
  // attributes), so each is written once per plate. The plate keeps the phone's own Arial-like font rather
  // than the page's web font: SVG text is costly to lay out, and text in a web font is laid out twice (once in
  // the fallback, again when the font arrives); see decision 0008. The downloaded PNG, where no web font can
  // load, looks the same as the page.
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      role="img"
      aria-label={label}
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      textAnchor="middle"
      direction="ltr"
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
});
