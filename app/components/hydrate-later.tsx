import { type ReactElement, Suspense, useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

/**
 * Hydrates its one element later than the rest of the page, in a task of its own (issue 15, decision 0033).
 *
 * Preact hydrates a page in one task. A part that suspends while the page hydrates keeps its server HTML as it
 * is, and is hydrated (its nodes adopted, not built again) when its promise settles: `until` says when. Until then
 * it is plain HTML, whose links are ordinary links and whose forms post as without JavaScript. Rendered by a
 * client navigation (no server HTML to adopt), it renders at once. Its child must be one element: that is the
 * part of the page Preact keeps for it.
 */
export function HydrateLater({ until, children }: { until: () => Promise<void>; children: ReactElement }) {
  // The boundary is the browser's only. On the server React would write a large Suspense boundary's content at
  // the end of the page, hidden, and move it into place with a script: not there without JavaScript.
  if (typeof document === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <Gate until={until}>{children}</Gate>
    </Suspense>
  );
}

interface Pending {
  promise: Promise<void>;
  settled: boolean;
}

function pending(until: () => Promise<void>): Pending {
  const gate: Pending = { promise: Promise.resolve(), settled: false };
  gate.promise = until().then(() => {
    gate.settled = true;
  });
  return gate;
}

function Gate({ until, children }: { until: () => Promise<void>; children: ReactElement }) {
  const hydrating = !useHydrated();
  // Made once, on the render that hydrates (never after a client navigation).
  const [gate] = useState(() => (hydrating ? pending(until) : undefined));
  // Suspense's protocol: a thrown promise.
  if (gate && !gate.settled) throw gate.promise;
  return children;
}

/** The next task: the rest of the page is live first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// How far below the screen a part starts to be hydrated: about a phone screen, so a reader scrolling at a normal
// pace never reaches a part before it is live.
const NEAR = "800px 0px";

/** When the element that `selector` finds comes within about a screen of the viewport. */
export const nearScreen = (selector: string) => () =>
  new Promise<void>((resolve) => {
    const element = document.querySelector(selector);
    if (!element) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
  });
