import { data, redirect } from "react-router";
import { z } from "#core/validation/zod.ts";
import { appContext } from "#app-context";
import { translate } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { safeReturnPath } from "#core/return-path.ts";
import { favouriteSchema } from "#core/validation/favourites.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { langFromParam } from "../lib/i18n.ts";
import type { Route } from "./+types/fav.ts";

const formSchema = favouriteSchema.extend({ intent: z.enum(["add", "remove"]), back: z.string().optional() });

/**
 * The hearts post here. With JavaScript the fetcher gets the translated message; without it the browser is
 * sent back to the page it came from. Visitors go to sign-in and come back.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const lang = langFromParam(params.lang);
  const form = Object.fromEntries(await request.formData());
  const back = safeReturnPath(form.back, localePath(lang, "/"));
  const user = await session.user();
  if (!user) throw redirect(`${localePath(lang, "/sign_in")}?redirect=${encodeURIComponent(back)}`);
  const parsed = formSchema.safeParse(form);
  if (!parsed.success) return data({ ok: false, message: translate(lang, "error.validation") }, 400);
  try {
    if (parsed.data.intent === "add") await services.favourites.add(user.id, parsed.data.kind, parsed.data.id);
    else await services.favourites.remove(user.id, parsed.data.kind, parsed.data.id);
  } catch (error) {
    if (isHttpError(error)) return data({ ok: false, message: translate(lang, error.key) }, error.statusCode);
    throw error;
  }
  // Client navigations fetch "<path>.data"; a plain form post (no JavaScript) gets the page back.
  if (!new URL(request.url).pathname.endsWith(".data")) throw redirect(back);
  return { ok: true, message: translate(lang, parsed.data.intent === "add" ? "catalog.addedToWishlist" : "catalog.removedFromWishlist") };
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(localePath(langFromParam(params.lang), "/wishlist"));
}
