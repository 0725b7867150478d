import { Outlet, data, useMatches } from "react-router";
import type { Route } from "./+types/lang-layout.ts";
import { ErrorPage } from "../components/error-page.tsx";
import { SiteShell } from "../components/site-shell.tsx";

/** The optional language segment: nothing, or "en". Anything else is not a page of this site. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && params.lang !== "en") throw data({ messageKey: "error.notFound" }, 404);
  return null;
}

export default function LangLayout() {
  return <Outlet />;
}

/**
 * Every page's error, shown here, below the root, so that the root's data (the page's messages, decision 0031)
 * is there: when an action fails, React Router runs only the loaders above the boundary that shows its error,
 * none at all if that is the root. The root's App puts the site's chrome around it as around a page; on the
 * mobile apps' pages, which App leaves bare, the error page gets it here, as it always had.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const mobile = useMatches().some((m) => (m.handle as { layout?: string } | undefined)?.layout === "mobile");
  const page = <ErrorPage error={error} />;
  return mobile ? <SiteShell>{page}</SiteShell> : page;
}
