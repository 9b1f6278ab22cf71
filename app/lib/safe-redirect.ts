const base = "http://same-site.invalid";

/**
 * A redirect target taken from a request, kept inside this site: a path that browsers cannot read
 * as another host (no `//`, no backslash, no tab or newline, which browsers strip), returned as
 * the URL parser normalises it (dot segments resolved, non-ASCII percent-encoded, so it is a valid
 * Location header). Anything else gives `fallback`.
 */
export function safeRedirect(to: unknown, fallback: string): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  // Control characters, spaces and backslashes have no place in our paths and are how redirects escape.
  if ([...to].some((c) => c.charCodeAt(0) <= 0x20 || c === "\u007f" || c === "\\")) return fallback;
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : fallback;
}
