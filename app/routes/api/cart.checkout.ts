import { discountFlag, getApiCart, orderDetail, placeOrder, saveApiCart } from "~/domain/orders";
import { checkoutFields, checkoutSchema, spendProofRequired } from "~/lib/schemas/store";
import { api, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";

import type { Route } from "./+types/cart.checkout";
import { orderDetailJson } from "./presenters/orders";
import { optionalApiUser } from "./store-api.server";

/**
 * POST /api/carts/{id}/checkout {name, phone, email, address, receiving_area, payment_method,
 * idempotency_key, password?, otp?} (or an Idempotency-Key header) → 201 the order; the cart is
 * emptied. A Bearer token makes the member the buyer; paying with `cct` needs the member's password
 * (and `otp` with two-factor on).
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const buyer = await optionalApiUser(args.request);
    const cart = await getApiCart(args.params.id);
    // The key may come as the Idempotency-Key header, like the wallet endpoints, or in the body.
    const headerKey = args.request.headers.has("Idempotency-Key") ? idempotencyKeyOf(args.request) : undefined;
    const body = await readJson(
      args.request,
      headerKey
        ? checkoutFields
            .extend({ idempotency_key: checkoutFields.shape.idempotency_key.optional() })
            .superRefine(spendProofRequired)
        : checkoutSchema,
    );
    const input = { ...body, idempotency_key: headerKey || body.idempotency_key! };
    const order = await placeOrder({
      storeId: cart.storeId,
      cart: cart.cart,
      buyer,
      input,
      discount: await discountFlag(buyer),
    });
    await saveApiCart(cart.id, {});
    return Response.json(orderDetailJson(await orderDetail(order)), { status: 201 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
