import { z } from "zod";

export const favouriteKinds = ["plate", "number"] as const;

export const favouriteSchema = z.object({
  kind: z.enum(favouriteKinds, { error: "error.validation" }),
  id: z.coerce.number({ error: "error.validation" }).int().min(1).max(2_147_483_647),
});
