import { parseWithZod } from "@conform-to/zod/v4";

import { changeOrderStatus, orderDetailIn, orderForUser } from "~/domain/orders";
import { statusChangeSchema } from "~/lib/schemas/store";
import { askedToConfirm } from "~/utils/confirm.server";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { getLanguage } from "~/utils/i18n.server";
import { mailContext } from "~/utils/mail-context.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";
import type { RequestArgs } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

/** An order the signed-in user may see (buyer, store owner, staff for the system store, admin), or 404. */
export async function loadOrderPage(args: RequestArgs, id: string | undefined) {
  const user = currentUser(args.context);
  const page = await orNotFound(orderForUser(requireId(id), user));
  return { ...page, detail: await orderDetailIn(page.detail, getLanguage(args.context)) };
}

/** The status forms of an order page: the user's roles on the order decide, the state machine refuses. */
export async function orderPageAction(args: RequestArgs, id: string | undefined) {
  const { request } = args;
  const user = currentUser(args.context);
  const { detail, actors } = await loadOrderPage(args, id);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: statusChangeSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const ask = askedToConfirm(formData);
  if (ask) return ask;
  try {
    await changeOrderStatus({
      orderId: detail.order.id,
      to: submission.value.to,
      actors,
      by: user,
      note: submission.value.note,
      mail: mailContext(request, args.context),
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, { type: "success", message: "orders:status_change.done" });
}
