import { type Context, type ContextType, type ReactNode, createContext, useContext } from "react";
import * as Router from "react-router";
import { type KeptHtml, keptPartKey } from "#server/lib/kept-html.ts";
import type { KeptMarks } from "./kept-marks.server.ts";
import { KEPT_WRAPPER_CLASS, type KeptProps } from "#app/components/kept.tsx";
import { useLang } from "./i18n.ts";

// The server's rendering of a kept part (app/components/kept.tsx, decision 0034).

/**
 * The process's kept HTML (a service) and the page's marks (app/lib/kept-marks.server.ts), provided beside
 * KeptPart by app/entry.server.tsx.
 */
export const KeptHtmlContext = createContext<{ keeper: KeptHtml; marks: KeptMarks } | null>(null);

/** A kept part: its kept HTML (rendered now if not kept yet), in the same wrapper the browser renders. */
export function KeptPart({ name, inputs, children }: KeptProps) {
  const { keeper, marks } = useContext(KeptHtmlContext) ?? {};
  const lang = useLang();
  const routerContexts = useRouterContexts();
  const { matches } = useContext(Router.UNSAFE_RouteContext);
  if (!keeper?.enabled || !marks) return <div className={KEPT_WRAPPER_CLASS}>{children}</div>;
  const key = keptPartKey(name, lang, inputs);
  const html = keeper.html(key, () => <Provide contexts={routerContexts}>{inRoute(matches, children)}</Provide>);
  // React writes a mark; the page's stream puts the kept bytes in its place.
  return <div className={KEPT_WRAPPER_CLASS} dangerouslySetInnerHTML={{ __html: marks.mark(keeper.bytes(html)) }} />;
}

/**
 * The children inside the page's route, as React Router renders a route: with the matches (params, paths) and
 * the route's id, which forms and fetchers need and which React Router provides only through its own route
 * elements (`renderMatches`, which renders each match's `element`; the last one's is the children).
 */
function inRoute(matches: RouteMatch[], children: ReactNode): ReactNode {
  const last = matches.length - 1;
  return Router.renderMatches(matches.map((m, i) => ({ params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: { id: m.route.id, path: m.route.path, element: i === last ? children : undefined } })));
}

type RouteMatch = ContextType<typeof Router.UNSAFE_RouteContext>["matches"][number];

/**
 * React Router's contexts, which links, forms and the messages (`useT`) read: a kept part is rendered on its
 * own, outside the page's tree, and gets the page's values of them.
 */
const ROUTER_CONTEXTS: Context<unknown>[] = [
  Router.UNSAFE_DataRouterContext,
  Router.UNSAFE_DataRouterDataContext,
  Router.UNSAFE_DataRouterNavigationContext,
  Router.UNSAFE_DataRouterStateContext,
  Router.UNSAFE_FetchersContext,
  Router.UNSAFE_FrameworkContext,
  Router.UNSAFE_LocationContext,
  Router.UNSAFE_NavigationContext,
  Router.UNSAFE_ViewTransitionContext,
] as Context<unknown>[];

function useRouterContexts(): unknown[] {
  // The same hooks in the same order on every render: the list is a constant.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return ROUTER_CONTEXTS.map((context) => useContext(context));
}

function Provide({ contexts, children }: { contexts: unknown[]; children: ReactNode }) {
  return ROUTER_CONTEXTS.reduceRight<ReactNode>((inner, Context, i) => <Context.Provider value={contexts[i]}>{inner}</Context.Provider>, children);
}
