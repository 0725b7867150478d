import { StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceForStaleChunk } from "./lib/chunk-reload.ts";
import { hydrateDocument } from "./preact/hydrate-document.ts";

// A deploy replaces hashed chunks; a tab still on the old build reloads once to pick up the new one.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

/**
 * React Router's `HydratedRouter` makes its router on its first render, once: it decodes the page's data (a
 * stream in the HTML; until then it throws the promise), then builds its route table and router. React waits for
 * the promise at the root and splits its own work into short tasks; Preact (decision 0033) renders in one go and
 * would need a Suspense boundary, then build the document again. So the router is made here first, each step in
 * a task of its own, and the page is hydrated in the next: on a phone, three shorter tasks instead of one long
 * one. Called outside a render, the component stops at its first hook once its router exists (an error, ignored:
 * should that ever change, the render below makes the router itself, as before).
 */
async function makeRouterFirst(): Promise<void> {
  for (;;) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      // Anything but the decoding's promise: the router exists and the component stopped at its first hook.
      if (!(thrown instanceof Promise)) return;
      await thrown;
      await nextTask();
    }
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void makeRouterFirst()
  .then(nextTask)
  .then(() => {
    performance.mark("hydrate-start");
    hydrateDocument(
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
    // The page is live: what hydrating cost on this device (bench/hydration.ts), and the sign the browser tests
    // wait for (tests/e2e/helpers.ts).
    performance.measure("hydration", "hydrate-start");
  });
