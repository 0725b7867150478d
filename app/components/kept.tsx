import { type Context, type ContextType, type ReactNode, createContext, useContext } from "react";
import * as Router from "react-router";
import { useLang } from "#app/lib/i18n.ts";

/**
 * Kept HTML (decision 0034): a part of a page that shows nothing but its inputs is rendered on the server once
 * per distinct inputs and language, and its HTML is put into every page that shows it again. A listing's 24
 * cards, its filter form, the main menu and the footer were most of what a page rendered for a signed-in user
 * cost, and they are the same for everyone who sees them.
 *
 *   <Kept name="card" inputs={{ kind, item }}>…</Kept>
 *
 * The rule: everything the children show comes from `inputs`, the page's language or the build (messages,
 * styles). Never the user (their wishlist, their name), the time, or the request: keep those parts outside.
 * In development and tests every kept part is rendered again on each use and compared with the kept HTML, and
 * a difference fails the page (app/lib/kept-html.server.ts), so a part that shows something its inputs do not
 * name is found by the tests instead of shown to the next user.
 *
 * The children are wrapped in a `display: contents` element, so the part lays out as if it were not there. In
 * the browser there is no keeper: the same element holds the real components, which hydrate over the kept HTML
 * (it is what they render) and work as any other.
 */
export interface Keeper {
  /** False: every part is rendered in the page as in the browser (tests compare the two). */
  readonly enabled: boolean;
  /** The HTML of `render()`'s elements for this key: kept, or rendered now (and kept). */
  html(key: string, render: () => ReactNode): string;
}

/** Provided on the server only (app/entry.server.tsx). */
export const KeeperContext = createContext<Keeper | null>(null);

const WRAPPER_CLASS = "contents";

export function Kept({ name, inputs, children }: { name: string; inputs: unknown; children: ReactNode }) {
  const keeper = useContext(KeeperContext);
  if (!keeper?.enabled) return <div className={WRAPPER_CLASS}>{children}</div>;
  return <KeptHtml keeper={keeper} name={name} inputs={inputs}>{children}</KeptHtml>;
}

function KeptHtml({ keeper, name, inputs, children }: { keeper: Keeper; name: string; inputs: unknown; children: ReactNode }) {
  const lang = useLang();
  const routerContexts = useRouterContexts();
  const { matches } = useContext(Router.UNSAFE_RouteContext);
  const key = `${name}|${lang}|${JSON.stringify(inputs)}`;
  const html = keeper.html(key, () => <Provide contexts={routerContexts}>{inRoute(matches, children)}</Provide>);
  return <div className={WRAPPER_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
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
