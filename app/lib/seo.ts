import { stripLanguage } from "./i18n";
import { alternates } from "./sitemap";

/** A route's `handle` that keeps its pages (and every page under it) out of search results (decision 244). */
export const noindexHandle = { noindex: true } as const;

export function isNoindex(handles: unknown[]): boolean {
  return handles.some((h) => typeof h === "object" && h !== null && (h as { noindex?: unknown }).noindex === true);
}

/** Of a page's query, what names another page of the same list: its page number. Sorting and searching do not. */
const keptParams = ["page"];

/** The page's own URL, absolute: the path as served (in its language) and the kept query parameters. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keptParams) {
    const value = query.get(name);
    // The first page is the list itself.
    if (value && value !== "1") kept.set(name, value);
  }
  const rest = kept.toString();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return `${origin}${path}${rest ? `?${rest}` : ""}`;
}

/** The same page in each language and the default, with the same kept query. */
export function languageAlternates(origin: string, pathname: string, search: string) {
  const query = canonicalUrl("", "/", search).slice(1);
  return alternates(origin, stripLanguage(pathname)).map((a) => ({ ...a, href: `${a.href}${query}` }));
}

/** JSON-LD for a script element: "<" escaped so a text holding "</script>" cannot end it. */
export function jsonLdText(data: object): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}
