import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Reading a PDF back as a person would: its text (poppler's pdftotext, in reading layout) and its first page
 * as a PNG (pdftoppm). Shaped Arabic does not survive text extraction (joined letters come back as other
 * forms), so Arabic pages are checked as pictures. `.ci/run` installs poppler-utils; without it these fail.
 */
function withFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    fs.writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function poppler(tool: string, args: string[]): Buffer {
  try {
    return execFileSync(tool, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error(`${tool} is missing: apt-get install poppler-utils`, { cause: error });
    throw error;
  }
}

export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => poppler("pdftotext", ["-layout", file, "-"]).toString("utf8"));
}

export function pdfPageCount(pdf: Buffer): number {
  return withFile(pdf, (file) => Number(/Pages:\s+(\d+)/.exec(poppler("pdfinfo", [file]).toString("utf8"))?.[1] ?? 0));
}

/** The first page drawn at `dpi`, as PNG bytes. */
export function pdfFirstPagePng(pdf: Buffer, dpi = 60): Buffer {
  return withFile(pdf, (file, dir) => {
    poppler("pdftoppm", ["-png", "-r", String(dpi), "-f", "1", "-l", "1", "-singlefile", file, path.join(dir, "page")]);
    return fs.readFileSync(path.join(dir, "page.png"));
  });
}
