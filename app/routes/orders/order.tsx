import { OrderPage } from "~/components/store/order-page";

import type { Route } from "./+types/order";
import { loadOrderPage, orderPageAction } from "./order-page.server";

/** /orders/{id} and /admin/orders/{id}: the buyer, the store owner, staff (system store) or an admin. */
export async function loader(args: Route.LoaderArgs) {
  return loadOrderPage(args, args.params.id);
}

export async function action(args: Route.ActionArgs) {
  return orderPageAction(args, args.params.id);
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage detail={loaderData.detail} next={loaderData.next} actionData={actionData} />;
}
