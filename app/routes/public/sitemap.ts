import { sitemapProductFiles, sitemapStores } from "~/domain/catalogue";
import { sitemapIndex } from "~/lib/sitemap";
import { appOrigin } from "~/utils/request.server";

import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml: the sitemap index (decision 244): the stores', the categories' and the products' files. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = appOrigin(request);
  const [files, stores] = await Promise.all([sitemapProductFiles(), sitemapStores()]);
  // The newest change anywhere: the stores' dates already take in their products'.
  const lastmod = stores.reduce<Date | undefined>((newest, s) => (!newest || s.updatedAt > newest ? s.updatedAt : newest), undefined);
  const names = ["stores.xml", "categories.xml", ...Array.from({ length: files }, (_, i) => `products-${i + 1}.xml`)];
  return xmlResponse(sitemapIndex(names.map((name) => ({ loc: `${origin}/sitemaps/${name}`, lastmod }))));
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      // The file itself is for crawlers, not a page of the results.
      "X-Robots-Tag": "noindex",
    },
  });
}
