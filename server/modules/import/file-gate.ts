import yauzl from "yauzl";
import iconv from "iconv-lite";
import type { MessageKey } from "#core/i18n/index.ts";

// What an uploaded spreadsheet must be before anything of it is stored or parsed (issue 28 item 1, "Bad
// input"; decision 0058). Cheap checks on the bytes only: the rows are read later, by the check job.

export interface ImportLimits {
  maxBytes: number;
  maxRows: number;
  /** Rows per batch of the check and the apply (one transaction and checkpoint each); 5,000 when not given. */
  batchRows?: number;
  /** An XLSX's declared uncompressed total, and the largest ratio one entry may have (a zip bomb has thousands). */
  maxUnzippedBytes: number;
  maxRatio: number;
}

/** A whole file refused: a message key and its values, shown on the upload form, nothing written. */
export class ImportRefusal extends Error {
  readonly key: MessageKey;
  readonly vars: Record<string, string | number>;
  constructor(key: MessageKey, vars: Record<string, string | number> = {}) {
    super(key);
    this.name = "ImportRefusal";
    this.key = key;
    this.vars = vars;
  }
}

export const isImportRefusal = (e: unknown): e is ImportRefusal => e instanceof Error && e.name === "ImportRefusal" && typeof (e as ImportRefusal).key === "string";

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The zip's central directory, read without inflating anything: the sizes each entry declares. */
function zipEntries(bytes: Buffer): Promise<{ name: string; compressed: number; uncompressed: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new ImportRefusal("import.unreadable"));
      const entries: { name: string; compressed: number; uncompressed: number }[] = [];
      zip.on("entry", (e: yauzl.Entry) => {
        entries.push({ name: e.fileName, compressed: e.compressedSize, uncompressed: e.uncompressedSize });
        zip.readEntry();
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", () => reject(new ImportRefusal("import.unreadable")));
      zip.readEntry();
    });
  });
}

/** An XLSX is a zip holding a workbook; refused before ExcelJS opens it when it would unpack to too much. */
async function checkXlsx(bytes: Buffer, limits: ImportLimits) {
  const entries = await zipEntries(bytes);
  if (!entries.some((e) => e.name === "xl/workbook.xml")) throw new ImportRefusal("import.notSpreadsheet");
  const total = entries.reduce((sum, e) => sum + e.uncompressed, 0);
  const worst = Math.max(...entries.map((e) => (e.compressed > 0 ? e.uncompressed / e.compressed : e.uncompressed > 0 ? Infinity : 0)));
  if (total > limits.maxUnzippedBytes || worst > limits.maxRatio) throw new ImportRefusal("import.zipBomb");
}

const ARABIC_LETTERS = /[\u0621-\u064a]/g;

/**
 * A CSV must be UTF-8 text. Excel's plain "CSV" on an Arabic Windows is Windows-1256: it is named as such (read
 * with iconv-lite, it turns into Arabic letters) so staff know which "Save As" to pick; binary is no CSV at all.
 */
function checkCsv(bytes: Buffer) {
  if (bytes.subarray(0, 4096).includes(0)) throw new ImportRefusal("import.notSpreadsheet");
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const asArabicWindows = iconv.decode(bytes.subarray(0, 65536), "windows-1256");
    throw new ImportRefusal((asArabicWindows.match(ARABIC_LETTERS)?.length ?? 0) > 0 ? "import.notUtf8" : "import.notSpreadsheet");
  }
}

/** The file's format, or the refusal that says what is wrong with it. The name's extension is not trusted alone. */
export async function inspectFile(bytes: Buffer, fileName: string, limits: ImportLimits): Promise<"xlsx" | "csv"> {
  if (bytes.length === 0) throw new ImportRefusal("import.fileRequired");
  if (bytes.length > limits.maxBytes) throw new ImportRefusal("import.tooLarge", { mb: megabytes(limits.maxBytes) });
  const extension = fileName.toLowerCase().split(".").pop();
  const zip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (extension === "xlsx" && zip) {
    await checkXlsx(bytes, limits);
    return "xlsx";
  }
  if ((extension === "csv" || extension === "txt") && !zip) {
    checkCsv(bytes);
    return "csv";
  }
  throw new ImportRefusal("import.notSpreadsheet");
}

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
