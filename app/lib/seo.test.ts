import { describe, expect, it } from "vitest";

import { canonicalUrl, isNoindex, jsonLdText, languageAlternates } from "./seo";
import { sitemapIndex, urlset } from "./sitemap";

const origin = "https://shop.example";

describe("canonical and alternate URLs", () => {
  it("keep the page number only, drop a trailing slash", () => {
    expect(canonicalUrl(origin, "/vi/store/x/products/", "?sort=newest&page=2&q=a")).toBe(`${origin}/vi/store/x/products?page=2`);
    expect(canonicalUrl(origin, "/store/x", "?page=1&image=2")).toBe(`${origin}/store/x`);
    expect(canonicalUrl(origin, "/", "")).toBe(`${origin}/`);
  });

  it("name the page in each language and English as the default", () => {
    expect(languageAlternates(origin, "/vi/store/x", "?page=3")).toEqual([
      { hreflang: "en", href: `${origin}/store/x?page=3` },
      { hreflang: "vi", href: `${origin}/vi/store/x?page=3` },
      { hreflang: "x-default", href: `${origin}/store/x?page=3` },
    ]);
  });

  it("noindex comes from any route's handle", () => {
    expect(isNoindex([undefined, { noindex: true }])).toBe(true);
    expect(isNoindex([undefined, { other: 1 }, null])).toBe(false);
  });
});

describe("sitemaps and JSON-LD", () => {
  it("list each page in both languages with its alternates, escaped", () => {
    const xml = urlset(origin, [{ path: "/store/a&b", lastmod: new Date("2026-01-02T03:04:05Z") }]);
    expect(xml).toContain(`<url><loc>${origin}/store/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>`);
    expect(xml).toContain(`<url><loc>${origin}/vi/store/a&amp;b</loc>`);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(2);
    expect(sitemapIndex([{ loc: `${origin}/sitemaps/stores.xml` }])).toContain(
      `<sitemap><loc>${origin}/sitemaps/stores.xml</loc></sitemap>`,
    );
  });

  it("JSON-LD cannot close its script element", () => {
    const text = jsonLdText({ "@type": "Product", name: "</script><b>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", "@type": "Product", name: "</script><b>" });
  });
});
