/**
 * The one check of every redirect target taken from a request (sign-in's `redirect`, the wishlist's `back`,
 * the language switch): a path on this site, or the fallback. It must start with exactly one "/" both as
 * given and after the URL parser has normalised it ("/.//evil.test" becomes "//evil.test", which a browser
 * reads as another host). Everything else (other hosts, schemes, backslashes, encoded tricks, control
 * characters) falls back.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000 || !looksLikeSitePath(value)) return fallback;
  // The URL parser is the final judge: resolved against this site, it must stay on this site.
  const base = "https://this.site";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = url.pathname + url.search + url.hash;
  return looksLikeSitePath(path) ? path : fallback;
}

/** A single-slash path without backslashes or control characters, also once decoded. */
function looksLikeSitePath(candidate: string): boolean {
  const decoded = decodeRepeatedly(candidate);
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return decoded !== undefined && [candidate, decoded].every((c) => isSingleSlashPath(c) && !/[\\\u0000-\u001f\u007f]/.test(c));
}

/** Decoded until it stops changing, so "%2F%2Fevil" or "%252F%252F" cannot hide a second slash; undefined if malformed. */
function decodeRepeatedly(value: string): string | undefined {
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return undefined;
    }
  }
  return decoded;
}

/** Starts with one "/" not followed by another or by a backslash (either would name another host). */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}
