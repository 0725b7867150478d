import { type ComponentType, type ReactNode, createContext, useContext } from "react";

/**
 * Kept HTML (decision 0034): a part of a page that shows nothing but its inputs is rendered on the server once
 * per distinct inputs and language, and its HTML is put into every page that shows it again. A listing's 24
 * cards, its filter form, the main menu and the footer were most of what a page rendered for a signed-in user
 * cost, and they are the same for everyone who sees them.
 *
 *   <Kept name="card" inputs={{ kind, item }}>…</Kept>
 *
 * The rule: everything the children show comes from `inputs`, the page's language or the build (messages,
 * styles). The user's state (their wishlist, their name), the time or the request only as the inputs name them
 * (the cards name what their hearts show); otherwise keep those parts outside.
 * In development and tests every kept part is rendered again on each use and compared with the kept HTML, and
 * a difference fails the page (server/lib/kept-html.ts), so a part that shows something its inputs do not
 * name is found by the tests instead of shown to the next user.
 *
 * The children are wrapped in a `display: contents` element, so the part lays out as if it were not there. In
 * the browser there is no keeper: the same element holds the real components, which hydrate over the kept HTML
 * (it is what they render) and work as any other.
 */
export interface KeptProps {
  /** What the part is, for its key ("card", "main-nav"). */
  name: string;
  /** Everything the part shows besides the language and the build; written out as JSON for its key. */
  inputs: unknown;
  children: ReactNode;
}

/**
 * What renders a kept part from the kept HTML: provided on the server only (app/entry.server.tsx,
 * app/lib/kept-part.server.tsx), so the browser's code holds none of it.
 */
export const KeptRenderer = createContext<ComponentType<KeptProps> | null>(null);

/** The element a kept part's HTML sits in: it takes no part in layout. */
export const KEPT_WRAPPER_CLASS = "contents";

export function Kept(props: KeptProps) {
  const Render = useContext(KeptRenderer);
  // Not made during render: one component for the process, read from the context (the rule cannot tell).
  // eslint-disable-next-line react-hooks/static-components
  return Render ? <Render {...props} /> : <div className={KEPT_WRAPPER_CLASS}>{props.children}</div>;
}
