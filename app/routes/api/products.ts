import { createMyProduct, listMyProducts } from "~/domain/catalogue";
import { productListQuery, productSchema } from "~/lib/schemas/products";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/products";
import { ownProductJson } from "./presenters/catalogue";

/** GET /api/products?status=&q=&page= → the member's own products { data, meta }. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const list = await listMyProducts(user.id, productListQuery(args.url.searchParams));
    return { data: list.items.map(ownProductJson), meta: { total: list.total, page: list.page, pages: list.pages } };
  });
}

/** POST /api/products {name, slug?, meta?, description?, price, vnd_to_pay, ccm_to_pay, discount_percentage, quantity, category_id?} → 201. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "GET, POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const input = await readJson(args.request, productSchema);
    const outcome = await createMyProduct(user, input);
    return Response.json(
      { ...ownProductJson(outcome.product), duplicate_name: outcome.duplicateName, awaiting_review: outcome.awaitingReview },
      { status: 201 },
    );
  });
}
