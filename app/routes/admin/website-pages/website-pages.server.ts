import { data } from "react-router";
import { appContext } from "#app-context";
import type { Permission } from "#core/access/permissions.ts";
import type { WebsitePageCreateForm, WebsitePageForm } from "#core/validation/website-pages.ts";
import type { PagePreview } from "./form.tsx";
import { parseForm } from "#app/components/form-kit/index.ts";
import { sectionAction } from "#app/lib/admin-section.server.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import type { z } from "zod";

type Args = Parameters<typeof sectionAction>[0];
type Section = Parameters<typeof sectionAction>[1];


/**
 * The Website Pages forms' action: "preview" checks the form and answers the cleaned page to show beside it,
 * writing nothing (with the permission the save needs, checked first); every other intent is the section kit's.
 */
export async function websitePageAction(args: Args, preview: { permission: Permission; schema: z.ZodType<WebsitePageForm | WebsitePageCreateForm> }, section: Section) {
  const form = await args.request.clone().formData();
  if (form.get("intent") !== "preview") return sectionAction(args, section);
  const { services, session } = args.context.get(appContext);
  await session.requirePermission(preview.permission);
  const submission = parseForm(form, preview.schema);
  if (submission.status !== "success") return data({ intent: "preview", result: submission.reply() }, 400);
  try {
    const v = submission.value;
    const page: PagePreview = services.websitePages.preview({ name: v.name, nameAr: v.name_ar, content: v.content, contentAr: v.content_ar });
    return data({ intent: "preview", result: submission.reply(), preview: page });
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ intent: "preview", result }, status);
  }
}
