import { systemStaff } from "#tests/helpers/users.ts";
import { counter, t } from "../context.ts";
import type { DeclaredProbes } from "./types.ts";

/** The Reference data section (decision 0053): an emirate's codes and the plate types, each operation on a fresh row. */
export function referenceDataProbes(): DeclaredProbes {
  const path = "/admin/reference_data";
  const ajman = `${path}/emirates/AJ`;
  // A type's key is made of its English name's letters (a plate's type is checked as letters): the counter in letters.
  const letters = (n: number) => [...String(n)].map((d) => "abcdefghij"[Number(d)]).join("");
  const freshCode = async () => ({ id: await t.services.referenceData.addCode(systemStaff, "AJ", `M${++counter.n}`), code: `M${counter.n}` });
  const freshType = () => t.services.referenceData.addType(systemStaff, { name: `Matrix ${letters(++counter.n)}`, nameAr: "نوع", sortOrder: 50 });
  return {
    list: [
      { route: "admin_reference_data_emirate", path: () => ajman },
      { route: "admin_reference_data_type", path: () => `${path}/types/private` },
    ],
    create: [
      { route: "admin_reference_data_emirate", name: "add a code to an emirate", request: async () => ({ path: ajman, form: { intent: "add_code", code: `N${++counter.n}` } }), success: /\/admin\/reference_data\/emirates\/AJ\?done=codeAdded$/ },
      { route: "admin_reference_data", name: "add a plate type", request: async () => ({ path, form: { intent: "add_type", name: `Added ${letters(++counter.n)}`, name_ar: "نوع", sort_order: "60" } }), success: /\/admin\/reference_data\?done=typeAdded$/ },
    ],
    update: [
      {
        route: "admin_reference_data_emirate",
        name: "rename a code",
        request: async () => {
          const { id, code } = await freshCode();
          return { path: ajman, form: { intent: "rename", id: String(id), was: code, code: `R${++counter.n}` } };
        },
        success: /\/admin\/reference_data\/emirates\/AJ\?done=codeRenamed$/,
      },
      { route: "admin_reference_data_type", name: "edit a plate type", request: async () => ({ path: `${path}/types/${await freshType()}`, form: { intent: "save", name: "Edited", name_ar: "معدل", sort_order: "7" } }), success: /\/admin\/reference_data\?done=typeSaved$/ },
    ],
    delete: [
      { route: "admin_reference_data_emirate", name: "delete a code", request: async () => ({ path: ajman, form: { intent: "delete", id: String((await freshCode()).id) } }), success: /\/admin\/reference_data\/emirates\/AJ\?done=codeDeleted$/ },
      { route: "admin_reference_data_type", name: "delete a plate type", request: async () => ({ path: `${path}/types/${await freshType()}`, form: { intent: "delete" } }), success: /\/admin\/reference_data\?done=typeDeleted$/ },
    ],
  };
}
