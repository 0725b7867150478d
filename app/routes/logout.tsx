import { redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { clearSessionCookie } from "#app/lib/session.server.ts";
import { langFromParam } from "../lib/i18n.ts";
import type { Route } from "./+types/logout.ts";

// Sign-out has no page: a POST ends the session and goes home in the same language; a GET just goes home.

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localePath(langFromParam(params.lang), "/"));
}

export async function action({ params, context }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  if (session.token) {
    try {
      await services.accounts.logout(session.token);
    } catch (error) {
      // The cookie is cleared anyway; the session row expires on its own.
      services.log.error({ err: error }, "sign-out could not end the session");
    }
  }
  throw redirect(localePath(langFromParam(params.lang), "/"), {
    headers: { "Set-Cookie": clearSessionCookie(services.config.env === "production"), "Cache-Control": "no-store" },
  });
}
