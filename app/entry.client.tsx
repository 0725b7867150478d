import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceForStaleChunk } from "./lib/chunk-reload.ts";
import { noteFailedRequestIds } from "./lib/request-id.ts";

// A deploy replaces hashed chunks; a tab still on the old build reloads once to pick up the new one.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

// React DOM hydrates the document (decision 0042). In a transition, so React hydrates in short slices and yields
// to the browser between them; the parts of a page in Suspense boundaries (below the fold, a listing's cards)
// are hydrated after the rest, each in tasks of their own (React's selective hydration). The root layout marks
// the end of the first hydration (`HydrationMark` in app/root.tsx): bench/hydration.ts and the browser tests read it.
// An error page met by a client-side navigation names the failed request, as a page loaded whole does.
noteFailedRequestIds(window);

performance.mark("hydrate-start");
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
