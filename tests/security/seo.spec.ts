import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { pageClient } from "./support/sessions";

// Search-engine basics (decision 244): a sitemap index whose files list each public page in both
// languages with lastmod; canonical and hreflang links on public pages; schema.org JSON-LD on the
// store's pages; noindex on the cart, check-order and signed-in pages.

const tags = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((m) => m[1]!);

async function xml(client: APIRequestContext, path: string) {
  const answer = await client.get(path);
  expect(answer.status(), path).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/xml");
  const body = await answer.text();
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return body;
}

interface ProductLd {
  "@context": string;
  name: string;
  image: string[];
  offers: { "@type": string; price: string; priceCurrency: string; availability: string; url: string };
}
interface BreadcrumbLd {
  itemListElement: { "@type": string; position: number; name: string; item: string }[];
}
interface StoreLd {
  name: string;
}

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { "@type": string },
  );

const linkHref = (html: string, attributes: string) => new RegExp(`<link ${attributes} href="([^"]+)"`).exec(html)?.[1] ?? null;

test("the sitemap index lists stores, categories and products in both languages with lastmod", async ({ baseURL }) => {
  const guest = await pageClient(baseURL!, "guest", test.info().workerIndex);
  const index = await xml(guest, "/sitemap.xml");
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = tags(index, "loc");
  expect(files).toEqual(expect.arrayContaining([`${baseURL}/sitemaps/stores.xml`, `${baseURL}/sitemaps/products-1.xml`]));

  const stores = await xml(guest, "/sitemaps/stores.xml");
  expect(tags(stores, "loc")).toEqual(expect.arrayContaining([`${baseURL}/store/default`, `${baseURL}/vi/store/default`]));
  expect(stores).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/store/default"/>`);

  const products = await xml(guest, "/sitemaps/products-1.xml");
  const urls = tags(products, "loc");
  const product = urls.find((u) => u.startsWith(`${baseURL}/store/default/products/`))!;
  expect(urls).toContain(product.replace(baseURL!, `${baseURL}/vi`));
  const entry = new RegExp(`<url><loc>${product}</loc><lastmod>([^<]+)</lastmod>(.*?)</url>`).exec(products)!;
  expect(Number.isNaN(Date.parse(entry[1]!))).toBe(false);
  expect(entry[2]).toContain(`hreflang="vi" href="${product.replace(baseURL!, `${baseURL}/vi`)}"`);
  expect(tags(await xml(guest, "/sitemaps/categories.xml"), "loc").some((u) => u.includes("/store/default/categories/"))).toBe(
    true,
  );
  expect((await guest.get("/sitemaps/products-999.xml")).status()).toBe(404);
  expect(await (await guest.get("/robots.txt")).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a product page has its canonical URL, language alternates, Product and BreadcrumbList data", async ({ baseURL }) => {
  const guest = await pageClient(baseURL!, "guest", test.info().workerIndex);
  const products = await xml(guest, "/sitemaps/products-1.xml");
  const url = tags(products, "loc").find((u) => u.startsWith(`${baseURL}/vi/store/default/products/`))!;
  const html = await (await guest.get(`${url}?image=1&sort=newest`)).text();

  expect(linkHref(html, 'rel="canonical"')).toBe(url);
  const english = url.replace("/vi/", "/");
  expect(linkHref(html, 'rel="alternate" hrefLang="en"')).toBe(english);
  expect(linkHref(html, 'rel="alternate" hrefLang="vi"')).toBe(url);
  expect(linkHref(html, 'rel="alternate" hrefLang="x-default"')).toBe(english);
  expect(html).not.toContain('name="robots"');

  const data = jsonLd(html);
  const product = data.find((d) => d["@type"] === "Product") as unknown as ProductLd;
  expect(product["@context"]).toBe("https://schema.org");
  expect(typeof product.name).toBe("string");
  expect(product.image[0]).toMatch(new RegExp(`^${baseURL}/`));
  expect(product.offers).toMatchObject({ "@type": "Offer", priceCurrency: "VND", url });
  expect(product.offers.price).toMatch(/^\d+$/);
  expect(["https://schema.org/InStock", "https://schema.org/OutOfStock"]).toContain(product.offers.availability);

  const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as unknown as BreadcrumbLd;
  const items = crumbs.itemListElement;
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  expect(items.every((i) => i["@type"] === "ListItem" && i.name && i.item.startsWith(baseURL!))).toBe(true);
  expect(items[0]!.item).toBe(`${baseURL}/vi/store/default`);
  expect(items.at(-1)).toMatchObject({ name: product.name, item: url });
});

test("a store page describes the store; cart, check-order and signed-in pages are noindex", async ({ baseURL }) => {
  const worker = test.info().workerIndex;
  const guest = await pageClient(baseURL!, "guest", worker);
  const home = await (await guest.get("/store/default")).text();
  expect(linkHref(home, 'rel="canonical"')).toBe(`${baseURL}/store/default`);
  const store = jsonLd(home).find((d) => d["@type"] === "Store") as unknown as StoreLd;
  expect(store).toMatchObject({ "@context": "https://schema.org", url: `${baseURL}/store/default` });
  expect(typeof store.name).toBe("string");

  const noindex = async (client: APIRequestContext, path: string) => {
    const html = await (await client.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).not.toContain('rel="canonical"');
  };
  for (const path of ["/store/default/cart", "/vi/store/default/cart", "/check-order"]) await noindex(guest, path);
  const member = await pageClient(baseURL!, "member", worker);
  for (const path of ["/dashboard", "/vi/dashboard"]) await noindex(member, path);
});
