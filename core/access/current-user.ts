import type { Lang } from "../i18n/lang.ts";
import type { Permission } from "./permissions.ts";

/** The signed-in user of a request, as every check and page sees them. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  verified: boolean;
  lang: Lang;
  scope: Permission[];
}

/** A staff member making an admin write: what they may do (scope), and who and where they are, for the audit log. */
export interface StaffActor {
  scope: readonly string[];
  userId: string | null;
  email: string | null;
  ip: string | null;
}

export function staffActor(user: CurrentUser, ip: string): StaffActor {
  return { scope: user.scope, userId: user.id, email: user.email, ip };
}
