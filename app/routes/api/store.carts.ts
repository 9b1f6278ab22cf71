import { requireOpenStore } from "~/domain/catalogue";
import { createApiCart, discountFlag, priceCart } from "~/domain/orders";
import { api, methodNotAllowed } from "~/utils/api.server";

import type { Route } from "./+types/store.carts";
import { cartJson } from "./presenters/orders";
import { optionalApiUser } from "./store-api.server";

/** POST /api/store/{account}/carts → 201 { id, items: {}, lines: [], totals } (an empty cart for this store). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const discount = await discountFlag(await optionalApiUser(args.request));
    const store = await requireOpenStore(args.params.account);
    const id = await createApiCart(store.id);
    return Response.json(cartJson(await priceCart(store.id, {}, discount), { id, store: store.account }), { status: 201 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
