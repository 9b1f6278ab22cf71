import { sitemapCategories, sitemapProductFiles, sitemapProducts, sitemapStores } from "~/domain/catalogue";
import { urlset, type SitemapPage } from "~/lib/sitemap";
import { appOrigin } from "~/utils/request.server";

import type { Route } from "./+types/sitemap-file";
import { xmlResponse } from "./sitemap";

/** GET /sitemaps/{stores|categories|products-N}.xml: one file of the index, each page in English and Vietnamese. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const pages = await pagesOf(params.file);
  if (!pages) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xmlResponse(urlset(appOrigin(request), pages));
}

async function pagesOf(file: string): Promise<SitemapPage[] | null> {
  if (file === "stores.xml") {
    return (await sitemapStores()).flatMap((s) => [
      { path: `/store/${s.account}`, lastmod: s.updatedAt },
      { path: `/store/${s.account}/products`, lastmod: s.updatedAt },
    ]);
  }
  if (file === "categories.xml") {
    return (await sitemapCategories()).map((c) => ({ path: `/store/${c.account}/categories/${c.id}`, lastmod: c.updatedAt }));
  }
  const part = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!part || Number(part[1]) > (await sitemapProductFiles())) return null;
  return (await sitemapProducts(Number(part[1]))).map((p) => ({ path: `/store/${p.account}/products/${p.id}`, lastmod: p.updatedAt }));
}
