import { dictionary } from "@zxcvbn-ts/language-common";

// About 49,000 of the most common passwords, from zxcvbn-ts's shipped dictionary.
const common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export const commonPasswordCount = common.size;

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
