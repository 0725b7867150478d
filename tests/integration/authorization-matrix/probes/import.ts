import { systemStaff } from "#tests/helpers/users.ts";
import { counter, once, t } from "../context.ts";
import type { DeclaredProbes } from "./types.ts";

/** The Import section (issue 28 item 1): upload (a fresh file each time), apply and cancel a checked import, its downloads. */
export function importProbes(): DeclaredProbes {
  const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" as const;
  const csv = () => `Number,Package,Price (AED)\n05${String(30_000_000 + ++counter.n)},Gold,100\n`;
  async function checkedImport(): Promise<number> {
    const id = await t.services.imports.upload(systemStaff, "du_numbers", "matrix.csv", Buffer.from(csv()));
    for (let i = 0; i < 300 && (await t.services.imports.get(id))!.state === "checking"; i++) await new Promise((r) => setTimeout(r, 50));
    return id;
  }
  const shown = once(checkedImport);
  return {
    list: [
      { route: "admin_import_run", path: async () => `/admin/import/${await shown()}` },
      { route: "admin_import_template", path: () => "/admin/import/template/plates", download: xlsxType },
      { route: "admin_import_rejected", path: async () => `/admin/import/${await shown()}/rejected`, download: xlsxType },
    ],
    create: [
      {
        route: "admin_import",
        name: "upload a spreadsheet",
        request: async () => ({ path: "/admin/import", form: { kind: "du_numbers", file: new File([csv()], "matrix.csv", { type: "text/csv" }) } }),
        success: /\/admin\/import\/\d+\?done=importStarted$/,
      },
      { route: "admin_import_run", name: "apply a checked import", request: async () => ({ path: `/admin/import/${await checkedImport()}`, form: { intent: "apply" } }), success: /\/admin\/import\/\d+\?done=importApplying$/ },
      { route: "admin_import_run", name: "cancel an import", request: async () => ({ path: `/admin/import/${await checkedImport()}`, form: { intent: "cancel" } }), success: /\/admin\/import\/\d+\?done=importCancelled$/ },
    ],
  };
}
