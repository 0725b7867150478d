/**
 * The page to return to after sign-in, only if it is a path on this site: it must start with exactly one
 * "/" and be followed by a safe character. Everything else (other hosts, schemes, backslashes, encoded
 * tricks, control characters) falls back to home.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  let decoded = value;
  // Decode repeatedly so "%2F%2Fevil" or "%252F%252F" cannot hide a second slash.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith("/")) return fallback;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
    if ([...candidate].some((c) => c === "\\" || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  }
  // The URL parser is the final judge: resolved against this site, it must stay on this site.
  const base = "https://this.site";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return url.pathname + url.search + url.hash;
}
