import { redirect, type RouterContextProvider } from "react-router";

import { applyCartOp, discountFlag, placeOrder } from "~/domain/orders";
import type { Cart } from "~/lib/cart";
import { localHref, type Language } from "~/lib/i18n";
import { cartOpSchema, checkoutSchema } from "~/lib/schemas/store";
import { getUser, safeRedirect } from "~/utils/auth.server";
import { cartCookieHeader } from "~/utils/cookies.server";
import { formAction, refusalToast } from "~/utils/form-action.server";
import { redirectWithToast } from "~/utils/toast.server";

import { rememberGuestOrder } from "./guest-orders.server";
import type { storeFront } from "./store-front.server";

/** A post to a store's cart page: the store, the form and the cart as the browser holds it. */
export interface CartPost {
  request: Request;
  context: Readonly<RouterContextProvider>;
  lng: Language;
  store: Awaited<ReturnType<typeof storeFront>>;
  formData: FormData;
  cart: Cart;
}

/** The checkout: the cart becomes an order; the member sees it among their orders, a guest on the check-order page. */
export async function checkout({ request, context, lng, store, formData, cart }: CartPost) {
  const user = await getUser({ request, context });
  return formAction(formData, {
    schema: checkoutSchema,
    run: async (input) =>
      placeOrder({
        storeId: store.id,
        cart,
        buyer: user,
        input,
        discount: await discountFlag(user),
      }),
    // A member sees the order among theirs; a guest, the confirmation (decision 146): the check-order
    // page under the store's header (decision 187), told that this browser just placed it.
    redirect: (order) =>
      user
        ? localHref(lng, "/user-orders/:id?", { id: order.id })
        : `${localHref(lng, "/store/:account?/check-order", { account: store.account })}?code=${encodeURIComponent(order.code)}&placed=1`,
    toast: "orders:checkout.placed",
    headers: async (order) => {
      const headers = new Headers({ "Set-Cookie": cartCookieHeader(store.account, {}) });
      if (!user) headers.append("Set-Cookie", await rememberGuestOrder(request, order.id));
      return headers;
    },
  });
}

/** A change of the cart (add, set, remove, clear), answered on the cart page or where the product was added. */
export async function changeCart({ lng, store, formData, cart }: CartPost) {
  const cartPath = localHref(lng, "/store/:account?/cart", { account: store.account });
  return formAction(formData, {
    schema: cartOpSchema,
    run: (op) =>
      applyCartOp(
        store.id,
        cart,
        op.intent === "clear"
          ? { op: "clear" }
          : op.intent === "remove"
            ? { op: "remove", product_id: op.productId }
            : op.intent === "add"
              ? { op: "add", product_id: op.productId, quantity: op.quantity, seen: op.seen }
              : { op: "set", product_id: op.productId, quantity: op.quantity },
      ),
    refused: refusalToast(cartPath),
    reply: (result, op) => {
      const headers = { "Set-Cookie": cartCookieHeader(store.account, result.cart) };
      // One message per event: the cart page's notice names the product and the stock left (no toast).
      if (result.notices.length > 0 && op.intent !== "clear" && op.intent !== "remove") {
        return redirect(`${cartPath}?capped=${op.productId}`, { headers });
      }
      const back = op.intent === "add" ? safeRedirect(op.redirectTo, cartPath) : cartPath;
      const message =
        op.intent === "add"
          ? "store:cart.added"
          : op.intent === "clear"
            ? "store:cart.cleared"
            : op.intent === "remove"
              ? "store:cart.removed"
              : "store:cart.updated";
      return redirectWithToast(back, { type: "success", message }, { headers });
    },
  });
}
