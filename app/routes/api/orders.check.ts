import { enforce } from "~/domain/accounts";
import { checkOrderLimit, findOrderByCodeAndPhone, orderDetail } from "~/domain/orders";
import { checkOrderSchema } from "~/lib/schemas/store";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { clientIp } from "~/utils/request.server";

import type { Route } from "./+types/orders.check";
import { orderDetailJson } from "./presenters/orders";

/** POST /api/orders/check {code, phone} → the order with lines and timeline; 404 alike for an unknown code or a wrong phone; 429 when over the limit. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const input = await readJson(args.request, checkOrderSchema);
    await enforce([`check-order:ip:${clientIp(args.request)}`], checkOrderLimit);
    return orderDetailJson(await orderDetail(await findOrderByCodeAndPhone(input.code, input.phone)));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
