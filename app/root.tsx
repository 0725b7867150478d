import { type LinkDescriptor, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs, data, redirect, useMatches, useRouteLoaderData } from "react-router";
import { useEffect } from "react";
import { appContext } from "#app-context";
import { dir, stripLang } from "#core/i18n/lang.ts";
import { visibleSections } from "#core/access/admin-sections.ts";
import { type LocalMetadata, localMetadata } from "#core/seo.ts";
import type { Route } from "./+types/root.ts";
import { ErrorPage } from "./components/error-page.tsx";
import { SiteShell } from "./components/site-shell.tsx";
import { constantsIn } from "./lib/constants.ts";
import { langFromParam } from "./lib/i18n.ts";
import { pageMessages } from "./lib/messages.server.ts";
import { metadataKeyOf } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.ts";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet ahead of the script preloads, so the browser asks for the
  // one render-blocking file first instead of queueing it behind a score of modules.
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** What every page needs: language, its messages, footer constants and the page's SEO metadata (cached in the content module). */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const lang = langFromParam(params.lang);
  // A visitor who chose English and opens the bare home page is sent to the English home page.
  if (url.pathname === "/" && /(?:^|;\s*)lang=en\b/.test(request.headers.get("cookie") ?? "")) {
    throw redirect(`/en${url.search}`);
  }
  const user = await session.user();
  const pageName = metadataKeyOf(url.pathname);
  const [favourites, constants, metadata] = await Promise.all([
    // The wishlist marks hearts on every page; if it fails, hearts just show empty.
    user ? services.favourites.ids(user.id).catch(() => null) : null,
    services.content.listConstants().catch((error: unknown) => {
      services.log.error({ err: error }, "constants could not be loaded");
      return [];
    }),
    // Metadata failures are ignored: pages fall back to their built-in titles.
    services.content.listMetadata().catch(() => []),
  ]);
  return data({
    lang,
    // Only this language's, and only those this page may show (app/lib/page-messages.ts; decision 0031): the
    // browser's code holds no messages. A client navigation runs this loader again, for the next page's.
    messages: pageMessages(lang, url.pathname),
    publicUrl: services.config.publicUrl,
    // Only this language's text: the language switch loads the other language's page, and this loader with it.
    constants: constantsIn(lang, constants),
    // Only this page's record (the root loader runs again at every navigation, for the next page's).
    metadata: Object.fromEntries(metadata.filter((m) => m.pageName === pageName).map((m) => [m.pageName, localMetadata(lang, m)])) as Record<string, LocalMetadata | undefined>,
    // What the header and menus need; the server checks permissions again on every action.
    // `admin`: whether the user menu links to the admin area, worked out here so that the admin's section
    // registry stays out of every page's script (decision 0042).
    user: user && { id: user.id, name: user.name, email: user.email, verified: user.verified, scope: user.scope, admin: visibleSections(user.scope).length > 0 },
    favourites,
  }, user ? { headers: { "Cache-Control": PRIVATE_PAGE } } : undefined);
}

/**
 * The root's data is partly the page's own (its messages and SEO record), so another page, or the same page in
 * the other language, always loads it again, even where React Router would not: after a form posted to another
 * page whose action answered 4xx ("Buy now" answering "verify your e-mail first" on /checkout/start).
 */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  metadataKeyOf(currentUrl.pathname) !== metadataKeyOf(nextUrl.pathname) || stripLang(currentUrl.pathname).lang !== stripLang(nextUrl.pathname).lang || defaultShouldRevalidate;

/** A page rendered for a signed-in user holds their data: never stored by the browser or any cache. */
const PRIVATE_PAGE = "private, no-store";

/**
 * Every page inherits this unless its route exports its own `headers` (which should then keep
 * `parentHeaders`' Cache-Control when it is PRIVATE_PAGE).
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const cacheControl = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  const headers = new Headers();
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const lang = root?.lang ?? langFromParam(matches[0]?.params.lang);
  const nonce = useNonce();
  return (
    <html lang={lang} dir={dir(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Links />
        <meta name="theme-color" content="#047857" />
        {/* The first frame waits for the whole document ("#": its end), so the page is laid out once, not
            again for each piece of HTML parsed after an early paint (decision 0008). */}
        <link rel="expect" href="#" blocking="render" />
        <Meta />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <HydrationMark />
      </body>
    </html>
  );
}

let hydratedOnce = false;

/**
 * Marks the end of the page's first hydration (app/entry.client.tsx): React runs the effects of the first commit
 * once the page outside its Suspense boundaries is live. bench/hydration.ts and the browser tests
 * (tests/e2e/helpers.ts) wait for the measure.
 */
function HydrationMark() {
  useEffect(() => {
    if (hydratedOnce) return;
    hydratedOnce = true;
    performance.measure("hydration", "hydrate-start");
  }, []);
  return null;
}

/** Mobile-app pages (handle.layout === "mobile") and the admin area ("admin", own chrome) render bare: no header, no footer. */
function useMobileLayout() {
  return useMatches().some((m) => {
    const layout = (m.handle as { layout?: string } | undefined)?.layout;
    return layout === "mobile" || layout === "admin";
  });
}

export default function App() {
  if (useMobileLayout()) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <ErrorPage error={error} />
    </SiteShell>
  );
}
