import { localizePath, type Language } from "./i18n";

const base = "http://same-site.invalid";

/**
 * A redirect target taken from a request, kept inside this site: a path that browsers cannot read
 * as another host (no `//`, no backslash, no tab or newline, which browsers strip), returned as
 * the URL parser normalises it (dot segments resolved, non-ASCII percent-encoded, so it is a valid
 * Location header). Anything else gives `fallback`.
 *
 * With `lng`, the target is put in that language (its `/vi` prefix added or taken off) and the
 * result is checked again: the Location sent is what is checked. Taking `/vi` off `/vi//evil.example`
 * leaves `//evil.example`, another host.
 */
export function safeRedirect(to: unknown, fallback: string, lng?: Language): string {
  const path = sameSitePath(to);
  if (path === null) return fallback;
  if (lng === undefined) return path;
  return sameSitePath(localizePath(path, lng)) ?? fallback;
}

function sameSitePath(to: unknown): string | null {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return null;
  if (!to.startsWith("/") || to.startsWith("//")) return null;
  // Control characters, spaces and backslashes have no place in our paths and are how redirects escape.
  if ([...to].some((c) => c.charCodeAt(0) <= 0x20 || c === "\u007f" || c === "\\")) return null;
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
}

/**
 * Where "Continue shopping" goes back to: `to` when it is a same-site path inside one of the
 * store's own sections (`homes`, such as `/store/acme`: the home itself, or a path under it),
 * otherwise `fallback`. A cart never sends a shopper to another store or off the site.
 */
export function returnPathInStore(to: unknown, homes: string[], fallback: string): string {
  const path = sameSitePath(to);
  if (path === null) return fallback;
  const pathname = new URL(path, base).pathname;
  return homes.some((home) => pathname === home || pathname.startsWith(`${home}/`)) ? path : fallback;
}
