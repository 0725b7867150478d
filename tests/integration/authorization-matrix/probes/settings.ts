import { constantsFormValues, feesFormValues } from "#core/validation/settings.ts";
import { t } from "../context.ts";
import { stringValues } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** The settings: the fees and the constants, saved as they are. */
export const settingsProbes: DeclaredProbes = {
  update: [
    {
      route: "admin_settings",
      name: "save the fees",
      request: async () => ({ path: "/admin/settings", form: { intent: "fees", ...stringValues(feesFormValues(await t.services.settings.fees.get())) } }),
      success: /\/admin\/settings\?done=feesSaved$/,
    },
    {
      route: "admin_settings",
      name: "save the constants",
      request: async () => ({ path: "/admin/settings", form: { intent: "constants", ...constantsFormValues(await t.services.settings.constants.get()) } }),
      success: /\/admin\/settings\?done=constantsSaved$/,
    },
  ],
};
