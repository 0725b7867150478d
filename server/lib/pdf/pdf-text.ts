import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { visualRuns } from "./bidi-runs.ts";

const require = createRequire(import.meta.url);

/**
 * Cairo (the site's Arabic face) as whole TrueType files: one font with Arabic and Latin letters and digits,
 * so a line never needs a font switch. The @fontsource files the site serves are split by script and would
 * print Latin text as empty boxes.
 */
const FONTS = {
  regular: require.resolve("@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf"),
};

export type Weight = keyof typeof FONTS;
export type Direction = "rtl" | "ltr";

/** An A4 document with the fonts registered, writing into a Buffer. */
export function createPdf(info: { title: string; author: string }) {
  const doc = new PDFDocument({ size: "A4", margin: 0, info: { Title: info.title, Author: info.author } });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finish: () => (doc.end(), done) };
}

export interface LineOptions {
  /** The box the line sits in: its left edge and width, in points. */
  x: number;
  width: number;
  y: number;
  size?: number;
  weight?: Weight;
  color?: string;
  /** The paragraph's direction: where "start" is, and how neutral characters between runs resolve. */
  dir: Direction;
  /** Where the line sits in its box, in the paragraph's own terms (start is the right edge in Arabic). */
  align?: "start" | "end" | "center";
}

const features = (rtl: boolean) => (rtl ? ["rtla"] : []) as PDFKit.Mixins.OpenTypeFeatures[];

/** The width of one line of text as `drawLine` would print it. */
export function lineWidth(doc: PDFKit.PDFDocument, text: string, options: Pick<LineOptions, "size" | "weight" | "dir">): number {
  doc.font(options.weight ?? "regular").fontSize(options.size ?? 10);
  return visualRuns(text, options.dir).reduce((sum, run) => sum + doc.widthOfString(run.text, { features: features(run.rtl) }), 0);
}

/**
 * Prints one line of mixed Arabic and Latin text, its runs in visual order, each Arabic run shaped (letters
 * joined) and laid right to left. Lines never wrap: the caller keeps them short or splits them first.
 */
export function drawLine(doc: PDFKit.PDFDocument, text: string, options: LineOptions): void {
  const size = options.size ?? 10;
  doc.font(options.weight ?? "regular").fontSize(size).fillColor(options.color ?? "#0f172a");
  const runs = visualRuns(text, options.dir);
  const widths = runs.map((run) => doc.widthOfString(run.text, { features: features(run.rtl) }));
  const total = widths.reduce((a, b) => a + b, 0);
  const align = options.align ?? "start";
  const atRight = (align === "start") === (options.dir === "rtl");
  let x = align === "center" ? options.x + (options.width - total) / 2 : atRight ? options.x + options.width - total : options.x;
  runs.forEach((run, i) => {
    doc.text(run.text, x, options.y, { lineBreak: false, features: features(run.rtl) });
    x += widths[i]!;
  });
}

/**
 * Splits a paragraph into lines that fit `width` (at spaces, in logical order), for `drawLine`.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: string, width: number, options: Pick<LineOptions, "size" | "weight" | "dir">): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && lineWidth(doc, candidate, options) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}
