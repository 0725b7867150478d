import type { Lang } from "../i18n/index.ts";
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
