import { languages, localizePath, type Language } from "./i18n";

/**
 * The sitemaps' XML (sitemaps.org 0.9): each page once per language, each URL naming its other
 * language and the default with `xhtml:link` alternates, as Google reads hreflang in sitemaps.
 */
export interface SitemapPage {
  /** The page's path in English (no language prefix). */
  path: string;
  lastmod: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The page's URL in each language, and the English one as x-default. */
export function alternates(origin: string, path: string): { hreflang: Language | "x-default"; href: string }[] {
  const each = languages.map((lng) => ({ hreflang: lng, href: `${origin}${localizePath(path, lng)}` }));
  return [...each, { hreflang: "x-default", href: each[0].href }];
}

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlset(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const links = alternates(origin, page.path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join("");
    const lastmod = page.lastmod.toISOString();
    return languages.map(
      (lng) =>
        `<url><loc>${escapeXml(`${origin}${localizePath(page.path, lng)}`)}</loc><lastmod>${lastmod}</lastmod>${links}</url>`,
    );
  });
  return `${declaration}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(files: { loc: string; lastmod?: Date }[]): string {
  const entries = files.map(
    (f) => `<sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastmod ? `<lastmod>${f.lastmod.toISOString()}</lastmod>` : ""}</sitemap>`,
  );
  return `${declaration}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
