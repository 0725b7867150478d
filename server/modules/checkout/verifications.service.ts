import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { ItemKind } from "#server/modules/catalog/index.ts";
import { type StagedUploads, imageFromForm } from "#server/modules/storage/index.ts";
import { buyerVerifications } from "./checkout.schema.ts";

export type BuyerVerification = typeof buyerVerifications.$inferSelect;

/**
 * What a purchase needs to know of the buyer (decision 0018): a plate, everything the traffic department
 * transfers it with (names, traffic file number, Emirates ID and driving licence); a number, the names and the
 * Emirates ID the operator registers a SIM with. Kept for the buyer's next purchase; a document replaced here
 * replaces the old one. Staff read them in the Traffic Data Info section (traffic-data-admin.ts).
 */
export function createVerificationsService(db: Db, uploads: StagedUploads) {
  async function get(userId: string): Promise<BuyerVerification | undefined> {
    const [row] = await db.select().from(buyerVerifications).where(eq(buyerVerifications.userId, userId));
    return row;
  }

  return {
    get,

    /**
     * The verification step's form: the names, the traffic file number (plates), and each document either newly
     * chosen (staged with JavaScript, or sent in the form) or the one on file. One transaction: a refused
     * document leaves the staged ones staged and nothing saved.
     */
    async submit(userId: string, kind: ItemKind, values: { firstName: string; lastName: string; trafficFileNumber: string }, form: FormData): Promise<void> {
      const onFile = await get(userId);
      if (kind === "plate" && !values.trafficFileNumber) throw new HttpError(400, "error.validation", { traffic_file_number: "checkout.trafficFileRequired" });
      await db.transaction(async (tx) => {
        const emiratesId = (await imageFromForm(uploads, tx, userId, form, "emirates_id")) ?? onFile?.emiratesIdKey;
        if (!emiratesId) throw new HttpError(400, "error.validation", { emirates_id: "checkout.documentRequired" });
        const licence = kind === "plate" ? ((await imageFromForm(uploads, tx, userId, form, "driving_licence")) ?? onFile?.drivingLicenceKey) : onFile?.drivingLicenceKey;
        if (kind === "plate" && !licence) throw new HttpError(400, "error.validation", { driving_licence: "checkout.documentRequired" });
        const input = {
          firstName: values.firstName,
          lastName: values.lastName,
          trafficFileNumber: values.trafficFileNumber || onFile?.trafficFileNumber || null,
          emiratesIdKey: emiratesId,
          drivingLicenceKey: licence ?? null,
        };
        await tx.insert(buyerVerifications).values({ userId, ...input }).onConflictDoUpdate({ target: buyerVerifications.userId, set: { ...input, updatedAt: new Date() } });
      });
    },

    /** Whether what is on file is enough for this kind of item. */
    isComplete(v: BuyerVerification | undefined, kind: ItemKind): boolean {
      if (!v) return false;
      return kind === "number" || (Boolean(v.trafficFileNumber) && Boolean(v.drivingLicenceKey));
    },
  };
}

export type VerificationsService = ReturnType<typeof createVerificationsService>;
