import { z } from "zod";
import type { MobileNumber, Plate } from "./catalog.service.ts";
import { isReserved } from "./item-holds.ts";

// The wire shape of items for the apps: prices as AED numbers plus exact integer fils (as a string, since
// prices are bigint in the database), pattern features under `pattern`.

const patternSchema = z.object({
  digit_count: z.int(),
  longest_run: z.int(),
  max_repeat: z.int(),
  repeating_block: z.int(),
  mirror: z.boolean(),
  sequence: z.enum(["asc", "desc"]).nullable(),
  trailing_zeros: z.int(),
  tier: z.string(),
});
const itemBase = {
  id: z.int(),
  price: z.number().describe("AED"),
  price_fils: z.string().describe("Exact price in fils (1 AED = 100 fils)"),
  sold: z.boolean(),
  reserved: z.boolean().describe("Another buyer's checkout holds it now"),
  featured: z.boolean().describe("Hot deal"),
  offered_by_owner: z.boolean().describe("Listed for its owner through Sell with us"),
  pattern: patternSchema,
  created_at: z.string(),
};
export const plateDtoSchema = z.object({ ...itemBase, plate_type: z.string(), emirate: z.string(), code: z.string(), number: z.int() });
export const numberDtoSchema = z.object({ ...itemBase, operator: z.enum(["du", "etisalat"]), package_id: z.int().nullable(), number: z.string() });

function common(item: Plate | MobileNumber) {
  return {
    id: item.id,
    price: Number(item.price) / 100,
    price_fils: item.price.toString(),
    sold: item.sold,
    reserved: isReserved(item),
    featured: item.featured,
    offered_by_owner: item.offeredByOwner,
    pattern: {
      digit_count: item.digitCount,
      longest_run: item.longestRun,
      max_repeat: item.maxRepeat,
      repeating_block: item.repeatingBlock,
      mirror: item.mirror,
      sequence: item.sequence,
      trailing_zeros: item.trailingZeros,
      tier: item.tier,
    },
    created_at: item.createdAt.toISOString(),
  };
}

export const plateDto = (p: Plate) => ({ ...common(p), plate_type: p.plateType, emirate: p.emirateCode, code: p.code, number: p.number });
export const numberDto = (n: MobileNumber) => ({ ...common(n), operator: n.operator, package_id: n.packageId, number: n.number });
