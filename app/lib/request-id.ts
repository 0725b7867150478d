import { createContext, useContext, useState } from "react";

// The id of the request an error page answers (the X-Request-Id header and every log line of that request carry
// it: server/http/request-id.ts), shown on the page so a visitor's screenshot finds the log line (decision 0055).
// Only error pages show it: they are never kept (server/http/page-cache.ts keeps 200 answers only), so one
// visitor's id never reaches another.

/** This request's id, provided by entry.server; undefined in the browser. */
export const RequestIdContext = createContext<string | undefined>(undefined);

/** The element that shows the id: the browser reads it back while hydrating the server's error page. */
export const REQUEST_ID_ATTRIBUTE = "data-request-id";

/** The id of the browser's latest failed page-data request (a client navigation whose loader failed). */
let lastFailedId: string | undefined;

/**
 * Notes the X-Request-Id of every failed answer to the browser's requests (entry.client), so an error page met by
 * a client-side navigation names the request that failed, as one loaded whole does.
 */
export function noteFailedRequestIds(win: Window) {
  const original = win.fetch.bind(win);
  win.fetch = async (...args: Parameters<typeof fetch>) => {
    const answer = await original(...args);
    if (!answer.ok) lastFailedId = answer.headers.get("x-request-id") ?? lastFailedId;
    return answer;
  };
}

/**
 * The id to show on an error page: on the server the request's own; in the browser, the one the server's page
 * shows (read back while hydrating, so both renders agree), else the latest failed request's.
 */
export function useErrorRequestId(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => {
    if (fromServer !== undefined || typeof document === "undefined") return fromServer;
    return lastFailedId ?? document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? undefined;
  });
  return id;
}
