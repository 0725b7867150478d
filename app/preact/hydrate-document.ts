import { type ComponentChild, hydrate } from "preact";

/**
 * Hydrates a tree whose root renders `<html>` (React Router's root layout), as React's `hydrateRoot(document, …)`
 * does (decision 0031).
 *
 * - Preact, given `document`, hydrates the children of `<html>` against the tree, so a tree that renders `<html>`
 *   finds no match there and builds a second document inside the first. Preact reads only the members below of
 *   the node it renders into; this one's only child is `<html>`, so the tree's `<html>` adopts the page's.
 * - Preact pairs each element of the tree with the first unpaired element of the same tag in the page, in order.
 *   React's server writes the head in its own order (character set and viewport first, then preloads it adds
 *   itself, then stylesheets), so the head's links and metas would pair with the wrong ones, and the router's
 *   updates on navigation would then rewrite the wrong elements (the stylesheet's address among them). The head
 *   keeps only its stylesheets, which the layout renders as its first links; Preact writes the rest again in
 *   the tree's order, in the same task, before the next frame.
 */
export function hydrateDocument(tree: ComponentChild): void {
  for (const element of [...document.head.children]) {
    if (!(element instanceof HTMLLinkElement && element.rel === "stylesheet")) element.remove();
  }
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
