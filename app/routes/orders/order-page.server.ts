import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";

import { changeOrderStatus, orderForUser } from "~/domain/orders.server";
import { statusChangeSchema } from "~/lib/schemas/store";
import { requireBackOffice, requireUser } from "~/utils/auth.server";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

import { idParam, notFound, orNotFound } from "../store/store-front.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The page's guard: the same module serves /orders/{id} (any signed-in user) and the back office's
 * /admin/orders/{id}, whose layout guard does not run for a data request or an action alone.
 */
function requireOrderPageUser({ request, context }: Args) {
  const inBackOffice = /^(\/vi)?\/admin\//.test(new URL(request.url).pathname);
  return (inBackOffice ? requireBackOffice : requireUser)({ request, context });
}

/** An order the signed-in user may see (buyer, store owner, staff for the system store, admin), or 404. */
export async function loadOrderPage(args: Args, id: string | undefined) {
  const user = await requireOrderPageUser(args);
  const orderId = idParam(id);
  if (orderId === null) notFound();
  return orNotFound(orderForUser(orderId, user));
}

/** The status forms of an order page: the user's roles on the order decide, the state machine refuses. */
export async function orderPageAction(args: Args, id: string | undefined) {
  const { request } = args;
  const user = await requireOrderPageUser(args);
  const { detail, actors } = await loadOrderPage(args, id);
  const submission = parseWithZod(await request.formData(), { schema: statusChangeSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await changeOrderStatus({ orderId: detail.order.id, to: submission.value.to, actors, by: user, note: submission.value.note });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, { type: "success", message: "orders:status_change.done" });
}
