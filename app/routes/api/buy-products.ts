import { orderDetail, restock, restockCatalogue } from "~/domain/orders";
import { restockSchema } from "~/lib/schemas/restock";
import { api, created, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";
import { searchQuery } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/buy-products";
import { productJson } from "./presenters/catalogue";
import { orderDetailJson } from "./presenters/orders";

/** GET /api/buy-products?q=&page= → the system catalogue a member may buy from, with `held` (in their store). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const list = await restockCatalogue(user.id, searchQuery(args.url));
    return {
      data: list.items.map((p) => ({ ...productJson(p), held: p.held })),
      meta: { total: list.total, page: list.page, pages: list.pages },
    };
  });
}

/** POST /api/buy-products {items: [{product_id, quantity}], password, otp?} + Idempotency-Key → 201 the completed order. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "GET, POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const key = idempotencyKeyOf(args.request);
    const input = await readJson(args.request, restockSchema);
    const { order, replayed } = await restock(user, input, key);
    return created({ order: orderDetailJson(await orderDetail(order)), replayed }, replayed);
  });
}
