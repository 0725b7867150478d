import { inArray } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { siteConstantKeys } from "#core/validation/settings.ts";
import type { Db } from "#server/db/client.ts";
import { type AuditedWrite, changedFields } from "#server/modules/audit/index.ts";
import { constants } from "./content.schema.ts";

export interface ConstantRow {
  key: string;
  value: string;
  url: string | null;
}

/** Every editable key with its Arabic twin: `contactPhone`, `contactPhone_ar`, … */
const editableKeys = siteConstantKeys.flatMap((k) => [k, `${k}_ar`]);

/**
 * The constants part of the Settings Manager. All the constants are written in one audited write (the log
 * keeps only the keys that changed), whose forgetting drops the content service's kept copy, so the next page
 * shows the new footer; the page cache is forgotten by the form post itself (server/http/page-cache.ts).
 */
export function createConstantsAdmin(db: Db, write: AuditedWrite) {
  const asMap = (rows: ConstantRow[]) => Object.fromEntries(rows.map((r) => [r.key, { value: r.value, url: r.url }]));

  return {
    /** The editable constants by key (a key never written is missing). */
    async get(): Promise<Record<string, { value: string; url: string | null }>> {
      return asMap(await db.select({ key: constants.key, value: constants.value, url: constants.url }).from(constants).where(inArray(constants.key, editableKeys)));
    },

    async update(actor: StaffActor, rows: ConstantRow[]): Promise<void> {
      const wanted = rows.filter((r) => editableKeys.includes(r.key));
      await write(actor, async ({ tx, record }) => {
        const before = asMap(await tx.select({ key: constants.key, value: constants.value, url: constants.url }).from(constants).where(inArray(constants.key, editableKeys)).for("update"));
        const change = changedFields(before, asMap(wanted));
        const changedKeys = Object.keys(change.after);
        for (const r of wanted.filter((w) => changedKeys.includes(w.key))) {
          await tx
            .insert(constants)
            .values(r)
            .onConflictDoUpdate({ target: constants.key, set: { value: r.value, url: r.url, updatedAt: new Date() } });
        }
        if (changedKeys.length > 0) await record({ action: "update", entity: "setting", entityId: "constants", ...change });
      });
    },
  };
}

export type ConstantsAdmin = ReturnType<typeof createConstantsAdmin>;
