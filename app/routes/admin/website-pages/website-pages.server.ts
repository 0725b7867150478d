import type { z } from "zod";
import type { Permission } from "#core/access/permissions.ts";
import type { WebsitePageCreateForm, WebsitePageForm } from "#core/validation/website-pages.ts";
import { formIntent } from "#app/lib/admin-section.server.ts";
import type { PagePreview } from "./form.tsx";

/**
 * The Website Pages forms' "preview": the form checked (with the permission its save needs) and the page answered
 * beside it as a save would clean it (`preview`), nothing written. The kit answers it on the page (`shown`).
 */
export function previewIntent(permission: Permission, schema: z.ZodType<WebsitePageForm | WebsitePageCreateForm>) {
  return formIntent(permission, schema, async ({ services }, v) => {
    const preview: PagePreview = services.websitePages.preview({ name: v.name, nameAr: v.name_ar, content: v.content, contentAr: v.content_ar });
    return { shown: { preview } };
  });
}
