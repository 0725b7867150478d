// The branches' site constants (decision 0023), on their own: the Branches page needs their names, not the
// Settings Manager's forms and zod with them (core/validation/settings.ts re-exports these).

/** How many branches the Branches page can list (decision 0021): each a slot of five optional constants. */
export const BRANCH_SLOTS = 3;
export const branchParts = ["name", "address", "hours", "phone", "whatsapp"] as const;
export type BranchPart = (typeof branchParts)[number];
export const branchKey = (slot: number, part: BranchPart) => (part === "name" ? `branch${slot}` : `branch${slot}_${part}`);
