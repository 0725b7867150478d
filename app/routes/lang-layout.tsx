import { Outlet, data } from "react-router";
import type { Route } from "./+types/lang-layout.ts";

/** The optional language segment: nothing, or "en". Anything else is not a page of this site. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && params.lang !== "en") throw data({ messageKey: "error.notFound" }, 404);
  return null;
}

export default function LangLayout() {
  return <Outlet />;
}
