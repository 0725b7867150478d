import type { StaffActor } from "#core/access/current-user.ts";
import type { ShopFees } from "#core/catalog/fees.ts";
import type { Db } from "#server/db/client.ts";
import { type AuditedWrite, changedFields } from "#server/modules/audit/index.ts";
import { feeSettings } from "./catalog.schema.ts";

/**
 * The fee part of the Settings Manager. The two kind rows are written through the catalogue's audited write, so
 * its kept answers (which include the fees of the buy pages) are forgotten and the site shows the change at once.
 */
export function createFeeSettingsAdmin(db: Db, write: AuditedWrite) {
  async function read(on: Db, lock: boolean): Promise<ShopFees> {
    const query = on.select().from(feeSettings);
    const rows = lock ? await query.for("update") : await query;
    const plate = rows.find((r) => r.kind === "plate");
    const number = rows.find((r) => r.kind === "number");
    return {
      plateAdminFeeFils: plate?.adminFeeFils ?? 0n,
      numberAdminFeeFils: number?.adminFeeFils ?? 0n,
      vatBasisPoints: plate?.vatBasisPoints ?? number?.vatBasisPoints ?? 500,
      plateTransferFeeFils: plate?.plateTransferFeeFils ?? 0n,
      plateHoldMinutes: plate?.holdMinutes ?? 15,
      numberHoldMinutes: number?.holdMinutes ?? 15,
      ownerCommissionBasisPoints: plate?.ownerCommissionBasisPoints ?? 500,
      adLifetimeDays: plate?.adLifetimeDays ?? 60,
      maxOpenCheckouts: plate?.maxOpenCheckouts ?? 3,
    };
  }

  return {
    get: () => read(db, false),

    async update(actor: StaffActor, input: ShopFees): Promise<void> {
      await write(actor, async ({ tx, record }) => {
        const before = await read(tx, true);
        const terms = { ownerCommissionBasisPoints: input.ownerCommissionBasisPoints, adLifetimeDays: input.adLifetimeDays, maxOpenCheckouts: input.maxOpenCheckouts };
        const rows = [
          { kind: "plate" as const, adminFeeFils: input.plateAdminFeeFils, vatBasisPoints: input.vatBasisPoints, plateTransferFeeFils: input.plateTransferFeeFils, holdMinutes: input.plateHoldMinutes, ...terms },
          // A number has no ownership transfer at the traffic department.
          { kind: "number" as const, adminFeeFils: input.numberAdminFeeFils, vatBasisPoints: input.vatBasisPoints, plateTransferFeeFils: 0n, holdMinutes: input.numberHoldMinutes, ...terms },
        ];
        for (const { kind, ...values } of rows) {
          await tx.insert(feeSettings).values({ kind, ...values }).onConflictDoUpdate({ target: feeSettings.kind, set: values });
        }
        const change = changedFields(before, input);
        // Saving the form unchanged leaves no entry.
        if (Object.keys(change.after).length > 0) await record({ action: "update", entity: "setting", entityId: "fees", ...change });
      });
    },
  };
}

export type FeeSettingsAdmin = ReturnType<typeof createFeeSettingsAdmin>;

