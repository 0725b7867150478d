import { randomBytes } from "node:crypto";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { LRUCache } from "lru-cache";

/**
 * The server's side of kept HTML (app/components/kept.tsx, decision 0034): each kept part's HTML by its key
 * (name, language and inputs). One per process (a service); the pages' entry hands it to the kept parts. A key names everything the part shows, so a kept entry is never stale and is
 * never forgotten for freshness, only to bound the memory (least recently used first).
 */
export interface KeptHtml {
  /** Off: every part is rendered in its page, as if nothing were kept (the tests compare the two). */
  enabled: boolean;
  /** The HTML of `render()`'s elements for this key: kept, or rendered now (and kept). */
  html(key: string, render: () => ReactNode): string;
  /**
   * A kept part's HTML as UTF-8 bytes, encoded once when it was kept: the page's stream sends these in the
   * part's place (app/lib/kept-marks.server.ts), not the same 70 KB of a listing encoded again on every request.
   */
  bytes(html: string): Buffer;
  /** How often a part was served from memory, and how often rendered: for tests and benchmarks. */
  readonly stats: { hits: number; misses: number };
}

export interface KeptHtmlOptions {
  /**
   * Render every part again on each use and fail if it differs from the kept HTML: a part that shows
   * something its inputs do not name (the user's state, the time) is found at once. On in development and
   * tests; it costs what keeping saves.
   */
  check: boolean;
  /** Memory bound, in characters of HTML and key. */
  maxChars?: number;
}

/** About 1,500 listing cards in both languages, or many fewer of the larger parts. */
const MAX_CHARS = 8 * 1024 * 1024;

export function createKeptHtml({ check, maxChars = MAX_CHARS }: KeptHtmlOptions): KeptHtml {
  const kept = new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (html, key) => html.length + key.length });
  const stats = { hits: 0, misses: 0 };
  // By the HTML itself: the same string object React was given (a string's hash is kept in it once computed).
  const encoded = new LRUCache<string, Buffer>({ maxSize: maxChars, sizeCalculation: (bytes) => bytes.length });
  return {
    enabled: true,
    stats,
    bytes: (html: string) => encoded.get(html) ?? Buffer.from(html),
    html(key: string, render: () => ReactNode): string {
      const known = kept.get(key);
      if (known !== undefined && !check) {
        stats.hits++;
        return known;
      }
      // Rendered on its own, inside the page's rendering (React's string renderer keeps its own state and gives
      // the page's back when it returns). useId's values get a prefix of their own: unique on any page that
      // holds this part, and the same whenever the part is.
      const html = renderToString(render(), { identifierPrefix: `k${hash(key)}-` });
      if (known !== undefined) {
        if (html !== known) throw new Error(`kept HTML changed for the same inputs: "${key.slice(0, 120)}" shows something its inputs do not name (app/components/kept.tsx)`);
        stats.hits++;
        return known;
      }
      stats.misses++;
      kept.set(key, html);
      encoded.set(html, Buffer.from(html));
      return html;
    },
  };
}

/**
 * A kept part's key: its name, the language and its inputs written out as JSON. A long text among the inputs
 * (a listing's cards and its messages, packed: app/lib/packed.ts) stands in the key as a number of its own,
 * not as itself: the key of a listing was some 20 KB, written out and then hashed again for the look-up on
 * every request. The same text is the same string from one request to the next (packed once per search
 * answer), whose hash the engine keeps, so finding its number costs next to nothing. A number is never given
 * to another text, also after the list of numbers is forgotten (to bound the memory): a forgotten text gets a
 * new one, and its part is rendered once more. The numbers carry a token drawn at start, so no input (a
 * visitor's search text) can pass for one.
 */
export function keptPartKey(name: string, lang: string, inputs: unknown): string {
  const head = `${name}|${lang}|`;
  // Frozen inputs (the footer's constants, the same object for every page) are written out once.
  if (typeof inputs !== "object" || inputs === null || !Object.isFrozen(inputs)) return head + JSON.stringify(inputs, numberLongTexts);
  let keys = keysOfFrozen.get(inputs);
  if (!keys) keysOfFrozen.set(inputs, (keys = new Map()));
  let key = keys.get(head);
  if (key === undefined) keys.set(head, (key = head + JSON.stringify(inputs, numberLongTexts)));
  return key;
}

const keysOfFrozen = new WeakMap<object, Map<string, string>>();

const LONG_TEXT = 512;
const NUMBERED_MAX = 2_000;
const TEXT_TOKEN = `${randomBytes(12).toString("base64url")}#`;
const textNumbers = new Map<string, number>();
let lastNumber = 0;

function numberLongTexts(_key: string, value: unknown): unknown {
  if (typeof value !== "string" || value.length < LONG_TEXT) return value;
  let number = textNumbers.get(value);
  if (number === undefined) {
    if (textNumbers.size >= NUMBERED_MAX) textNumbers.clear();
    textNumbers.set(value, (number = ++lastNumber));
  }
  return TEXT_TOKEN + number;
}

/** FNV-1a, 32 bits, in base 36: short, and the same for the same key. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
