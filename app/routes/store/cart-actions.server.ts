import { data, redirect } from "react-router";

import type { CartAddition } from "~/components/store/cart-notification";
import { applyCartOp, discountFlag, placeOrder } from "~/domain/orders";
import { itemCount, type Cart } from "~/lib/cart";
import { localHref, type Language } from "~/lib/i18n";
import { returnPathInStore } from "~/lib/safe-redirect";
import { cartOpSchema, checkoutSchema } from "~/lib/schemas/store";
import { getUser } from "~/utils/auth.server";
import { cartCookieHeader } from "~/utils/cookies.server";
import { formAction, refusalToast } from "~/utils/form-action.server";
import type { UrlRequestArgs } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

import { rememberGuestOrder } from "./guest-orders.server";
import type { storeFront } from "./store-front.server";

/** A post to a store's cart page: the store, the form and the cart as the browser holds it. */
export interface CartPost extends UrlRequestArgs {
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

/**
 * Where the cart page's "Continue shopping" goes: `to` when it is a page of this store (the system
 * store's shop page included), otherwise the store's products. Never another store, never off the site.
 */
export function continueShoppingPath(lng: Language, account: string, to: unknown): string {
  const homes = [localHref(lng, "/store/:account?", { account })];
  if (account === "default") homes.push(localHref(lng, "/shop-system"));
  return returnPathInStore(to, homes, localHref(lng, "/store/:account?/products", { account }));
}

/** The cart page, remembering where "Continue shopping" goes back to (and the lines the last change lowered). */
function cartHref(lng: Language, account: string, returnTo: unknown, capped?: number): string {
  const search = new URLSearchParams();
  const back = continueShoppingPath(lng, account, returnTo);
  if (back !== continueShoppingPath(lng, account, undefined)) search.set("return", back);
  if (capped !== undefined) search.set("capped", String(capped));
  const query = search.toString();
  return `${localHref(lng, "/store/:account?/cart", { account })}${query ? `?${query}` : ""}`;
}

/**
 * A change of the cart (add, set, remove, clear). An add from a page whose scripts run answers the
 * cart notification's data (the line, the cart's totals); without JavaScript it lands on the cart
 * page, whose "Continue shopping" goes back to the page it came from (decision 204). Changes made on
 * the cart page come back to it.
 */
export async function changeCart({ request, url, context, lng, store, formData, cart }: CartPost) {
  const cartPath = localHref(lng, "/store/:account?/cart", { account: store.account });
  // The cart page's own posts keep its "Continue shopping" target.
  const pageReturn = url.searchParams.get("return");
  const discount = await discountFlag(await getUser({ request, context }));
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
        discount,
        lng,
      ),
    refused: refusalToast(cartPath),
    // The cart's buttons and quantity fields show no errors of their own: a typed 2.5 is told in a toast.
    invalid: () => redirectWithToast(cartPath, { type: "error", message: "store:cart.badQuantity" }),
    reply: (result, op) => {
      const headers = { "Set-Cookie": cartCookieHeader(store.account, result.cart) };
      const returnTo = op.intent === "add" ? op.redirectTo : pageReturn;
      // One message per event: the cart page's notice names the product and the stock left (no toast).
      if (result.notices.length > 0 && op.intent !== "clear" && op.intent !== "remove") {
        return redirect(cartHref(lng, store.account, returnTo, op.productId), { headers });
      }
      if (op.intent === "add" && op.respond === "notification") {
        const line = result.lines.find((l) => l.product.id === op.productId);
        if (line)
          return data(
            { added: { line, totals: result.totals, count: itemCount(result.cart) } satisfies CartAddition },
            { headers },
          );
      }
      const message =
        op.intent === "add"
          ? "store:cart.added"
          : op.intent === "clear"
            ? "store:cart.cleared"
            : op.intent === "remove"
              ? "store:cart.removed"
              : "store:cart.updated";
      return redirectWithToast(cartHref(lng, store.account, returnTo), { type: "success", message }, { headers });
    },
  });
}
