import { type ComponentChild, hydrate } from "preact";

/**
 * Hydrates a tree whose root renders `<html>` (React Router's root layout), as React's `hydrateRoot(document, …)`
 * does (decision 0033).
 *
 * - Preact, given `document`, hydrates the children of `<html>` against the tree, so a tree that renders `<html>`
 *   finds no match there and builds a second document inside the first. Preact reads only the members below of
 *   the node it renders into; this one's only child is `<html>`, so the tree's `<html>` adopts the page's.
 * - Preact pairs each element of the tree with the first unpaired element of the same tag in the page, in order.
 *   The head's order is the tree's (the layout renders its links first, where React's server puts stylesheets),
 *   but for the preloads React's server adds itself (an image with a high fetch priority): those are not in the
 *   tree, so they would take the place of the tree's next link, and the router's updates on navigation would
 *   then rewrite the wrong elements (the stylesheet's address among them). They have done their work once the
 *   page runs scripts, and are removed first. Nothing else in the head is touched: writing the viewport's meta
 *   again would make the browser lay out the whole page again (on a phone, most of the arrival's blocking time).
 */
export function hydrateDocument(tree: ComponentChild): void {
  for (const preload of document.head.querySelectorAll('link[rel="preload"]')) preload.remove();
  const html = document.documentElement;
  const documentAsParent = {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  };
  hydrate(tree, documentAsParent as unknown as Element);
}
