import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type RouterContextProvider } from "react-router";

import { applyCartOp, discountFlag, placeOrder } from "~/domain/orders";
import type { Cart } from "~/lib/cart";
import { DomainError } from "~/lib/errors";
import { localHref, type Language } from "~/lib/i18n";
import { cartOpSchema, checkoutSchema } from "~/lib/schemas/store";
import { getUser, safeRedirect } from "~/utils/auth.server";
import { cartCookieHeader } from "~/utils/cookies.server";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { mailContext } from "~/utils/mail-context.server";
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
  const submission = parseWithZod(formData, { schema: checkoutSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const user = await getUser({ request, context });
  try {
    const order = await placeOrder({
      storeId: store.id,
      cart,
      buyer: user,
      input: submission.value,
      discount: await discountFlag(user),
      mail: mailContext(request, context),
    });
    const headers = new Headers({ "Set-Cookie": cartCookieHeader(store.account, {}) });
    if (user)
      return redirectWithToast(
        localHref(lng, "/user-orders/:id?", { id: order.id }),
        { type: "success", message: "orders:checkout.placed" },
        { headers },
      );
    headers.append("Set-Cookie", await rememberGuestOrder(request, order.id));
    return redirectWithToast(
      // The confirmation (decision 146): the check-order page, told that this browser just placed it.
      `${localHref(lng, "/check-order")}?code=${encodeURIComponent(order.code)}&placed=1`,
      { type: "success", message: "orders:checkout.placed" },
      { headers },
    );
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

/** A change of the cart (add, set, remove, clear), answered on the cart page or where the product was added. */
export async function changeCart({ lng, store, formData, cart }: CartPost) {
  const cartPath = localHref(lng, "/store/:account?/cart", { account: store.account });
  const submission = parseWithZod(formData, { schema: cartOpSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const op = submission.value;
  try {
    const result = await applyCartOp(
      store.id,
      cart,
      op.intent === "clear"
        ? { op: "clear" }
        : op.intent === "remove"
          ? { op: "remove", product_id: op.productId }
          : op.intent === "add"
            ? { op: "add", product_id: op.productId, quantity: op.quantity, seen: op.seen }
            : { op: "set", product_id: op.productId, quantity: op.quantity },
    );
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
  } catch (error) {
    if (error instanceof DomainError) return redirectWithToast(cartPath, { type: "error", message: error.message });
    throw error;
  }
}
