import { applyCartOp, discountFlag, getApiCart, priceCart, saveApiCart } from "~/domain/orders";
import { apiCartOpSchema } from "~/lib/schemas/store";
import { api, readJson } from "~/utils/api.server";

import type { Route } from "./+types/cart";
import { cartJson } from "./presenters/orders";
import { optionalApiUser } from "./store-api.server";

/**
 * GET /api/carts/{id} → the cart priced from the database (quantities capped by stock, with notices).
 * A Bearer token of a member holding a card turns the discount flag on.
 */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const discount = await discountFlag(await optionalApiUser(args.request));
    const cart = await getApiCart(args.params.id);
    const priced = await priceCart(cart.storeId, cart.cart, discount);
    if (priced.changed) await saveApiCart(cart.id, priced.cart);
    return cartJson(priced, { id: cart.id });
  });
}

/** POST /api/carts/{id} {op: "add"|"set"|"remove"|"clear", product_id, quantity} → the cart. */
export async function action(args: Route.ActionArgs) {
  return api(args, async () => {
    const discount = await discountFlag(await optionalApiUser(args.request));
    const cart = await getApiCart(args.params.id);
    const op = await readJson(args.request, apiCartOpSchema);
    const priced = await applyCartOp(cart.storeId, cart.cart, op, discount);
    await saveApiCart(cart.id, priced.cart);
    return cartJson(priced, { id: cart.id });
  });
}
