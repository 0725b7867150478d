import { StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceForStaleChunk } from "./lib/chunk-reload.ts";
import { hydrateDocument } from "./preact/hydrate-document.ts";

// A deploy replaces hashed chunks; a tab still on the old build reloads once to pick up the new one.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

/**
 * The router first decodes the page's data (a stream in the HTML), and suspends until it has: it throws the
 * promise. React waits for it at the root; Preact, which the browser runs (decision 0031), would have to render
 * a Suspense boundary and then build the document again instead of adopting the server's. So wait for the
 * data here, then hydrate once.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

void routerDataDecoded().then(() => {
  hydrateDocument(
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
