import { z } from "./zod.ts";
import { id } from "./fields.ts";

export const favouriteKinds = ["plate", "number"] as const;

export const favouriteSchema = z.object({
  kind: z.enum(favouriteKinds, { error: "error.validation" }),
  id: id("error.validation"),
});
