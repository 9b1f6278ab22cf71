import { listProducts, productSorts, requireOpenStore } from "~/domain/catalogue";
import { pageOf, positiveId } from "~/lib/params";
import { api } from "~/utils/api.server";

import type { Route } from "./+types/store.products";
import { productJson } from "./presenters/catalogue";

/** GET /api/store/{account}/products?category=&sort=relevance|newest|price_asc|price_desc&q=&page= → { data, meta }. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const store = await requireOpenStore(args.params.account);
    const sort = productSorts.find((s) => s === args.url.searchParams.get("sort"));
    const category = positiveId(args.url.searchParams.get("category")) ?? undefined;
    const list = await listProducts(store.id, {
      category,
      sort,
      q: args.url.searchParams.get("q") ?? "",
      page: pageOf(args.url.searchParams),
    });
    return { data: list.items.map(productJson), meta: { total: list.total, page: list.page, pages: list.pages } };
  });
}
