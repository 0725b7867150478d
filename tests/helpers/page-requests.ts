import type { TestApp } from "./test-app.ts";

/**
 * What a browser on the site sends: its user agent (React Router waits for all data before answering bots, not
 * browsers) and the page's origin, which a browser adds to every form post and which the same-origin check asks
 * of a signed-in post (server/http/same-origin.ts; PUBLIC_URL of the test app).
 */
export const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36", origin: "https://shop.test" };

/**
 * GET a page and POST a form to it as a browser without JavaScript does, with an optional Cookie header.
 * Takes the app lazily: test files make it in beforeAll.
 */
export function pageRequests(app: () => TestApp) {
  return {
    get: (url: string, cookie?: string) => app().app.inject({ url, headers: { ...browser, ...(cookie ? { cookie } : {}) } }),
    /** A field given several values (ticked rows, a multiple select) is sent once per value, as a form does. */
    post: (url: string, form: Record<string, string | string[]>, cookie?: string) =>
      app().app.inject({
        method: "POST",
        url,
        payload: formBody(form),
        headers: { ...browser, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      }),
  };
}

/** A form's urlencoded body, a field with several values once per value. */
export function formBody(form: Record<string, string | string[]>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
  return body.toString();
}

/**
 * A page's markup without its scripts: what it shows. The root's loader data, in a script, holds every message
 * the page may show (decision 0031), so a text's absence is checked here, not in the whole body.
 */
export function shown(body: string): string {
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}
