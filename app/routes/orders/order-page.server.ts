import { changeOrderStatus, orderDetailFor, orderForUser } from "~/domain/orders";
import { statusChangeSchema } from "~/lib/schemas/store";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";
import type { RequestArgs, UrlRequestArgs } from "~/utils/request.server";

/**
 * An order the signed-in user may see (buyer, store owner, staff for the system store, admin), or
 * 404. `payer`: the reader is its buyer, to whom the payment instructions speak (decision 228).
 */
export async function loadOrderPage(args: RequestArgs, id: string | undefined) {
  const user = currentUser(args.context);
  const page = await orNotFound(orderForUser(requireId(id), user));
  const payer = page.actors.includes("buyer");
  return { ...page, payer, detail: await orderDetailFor(page.detail, getLanguage(args.context), payer) };
}

/** The status forms of an order page: the user's roles on the order decide, the state machine refuses. */
export async function orderPageAction(args: UrlRequestArgs, id: string | undefined) {
  const { request } = args;
  const user = currentUser(args.context);
  const { detail, actors } = await loadOrderPage(args, id);
  return formAction(request, {
    schema: statusChangeSchema,
    confirm: true,
    run: ({ to, note }) => changeOrderStatus({ orderId: detail.order.id, to, actors, by: user, note }),
    redirect: `${args.url.pathname}${args.url.search}`,
    toast: "orders:status_change.done",
  });
}
