import { pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext } from "#app-context";
import { KeptRenderer } from "./components/kept.tsx";
import { KeptHtmlContext, KeptPart } from "./lib/kept-part.server.tsx";
import { KeptMarks } from "./lib/kept-marks.server.ts";
import { coalesceWrites } from "./lib/coalesce-writes.ts";
import { dropModulePreloads } from "./lib/drop-module-preloads.ts";
import { NonceContext } from "./lib/nonce.ts";
import { RequestIdContext } from "./lib/request-id.ts";

export const streamTimeout = 5_000;

/**
 * A loader's or an action's unexpected error, logged with its request's id (the id the error page shows and the
 * X-Request-Id header carries), through the site's logger rather than React Router's console.error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { services, requestId } = (context as RouterContextProvider).get(appContext);
  services.log.error({ err: error, reqId: requestId, url: new URL(request.url).pathname }, "page request failed");
};

/** Streams the page; every inline script React or React Router writes carries this request's CSP nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, services, requestId } = loadContext.get(appContext);
  const marks = new KeptMarks();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first and the rest as it streams.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={requestId}>
          <KeptRenderer.Provider value={KeptPart}>
            <KeptHtmlContext.Provider value={{ keeper: services.keptHtml, marks }}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </KeptHtmlContext.Provider>
          </KeptRenderer.Provider>
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React would write a large Suspense boundary (over 12,800 bytes by default) at the end of the page,
        // hidden, and move it into place with a script. The page's boundaries (below the fold, a listing's cards;
        // decision 0042) are only there to be hydrated later: their content stays where it is, so the page
        // without JavaScript is the page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React's pieces of one turn go on as one chunk (see coalesceWrites), so each stream after it handles a
          // page in a chunk or two, not in some twenty.
          const body = coalesceWrites();
          body.once("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // Kept parts go on as the bytes kept with them, in place of the marks React wrote (decision 0035).
          const kept = marks.stream();
          // Scripts load after the first paint, not beside it (see dropModulePreloads).
          const out = dropModulePreloads();
          // An error ends the streams (the response is cut off); it is logged by onError below.
          pipeline(body, kept, out, () => {});
          resolve(new Response(createReadableStreamFromReadable(out), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router; later ones only here.
          if (shellRendered) services.log.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}
