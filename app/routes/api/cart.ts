import { applyCartOp, cartJson, getApiCart, priceCart, saveApiCart } from "~/domain/cart.server";
import { api, readJson } from "~/utils/api.server";

import type { Route } from "./+types/cart";
import { apiCartOpSchema } from "./store-api.server";

/** GET /api/carts/{id} → the cart priced from the database (quantities capped by stock, with notices). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const cart = await getApiCart(args.params.id);
    const priced = await priceCart(cart.storeId, cart.cart);
    if (priced.changed) await saveApiCart(cart.id, priced.cart);
    return cartJson(priced, { id: cart.id });
  });
}

/** POST /api/carts/{id} {op: "add"|"set"|"remove"|"clear", product_id, quantity} → the cart. */
export async function action(args: Route.ActionArgs) {
  return api(args, async () => {
    const cart = await getApiCart(args.params.id);
    const op = await readJson(args.request, apiCartOpSchema);
    const priced = await applyCartOp(cart.storeId, cart.cart, op);
    await saveApiCart(cart.id, priced.cart);
    return cartJson(priced, { id: cart.id });
  });
}
