import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { OrderPage } from "~/components/store/order-page";
import { OrderTable } from "~/components/store/order-table";
import { systemStoreId } from "~/domain/accounts";
import { listOrders } from "~/domain/orders";
import { useLocalePath } from "~/lib/hooks";
import { pageOf } from "~/lib/params";
import { useTranslation } from "~/lib/use-translation";
import { loadOrderPage, orderPageAction } from "~/routes/orders/order-page.server";

import type { Route } from "./+types/user-orders";

/**
 * /staff/user-orders: the system store's orders; /staff/user-orders/{id}: one. Staff only, checked
 * here too: the layout's guard does not run for a data request or an action alone.
 */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.id !== undefined) return { order: await loadOrderPage(args, args.params.id), list: null };
  const storeId = (await systemStoreId()) ?? -1;
  return { order: null, list: await listOrders({ storeId, page: pageOf(args.url.searchParams) }) };
}

export async function action(args: Route.ActionArgs) {
  return orderPageAction(args, args.params.id);
}

export default function StaffOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (loaderData.order)
    return (
      <OrderPage
        detail={loaderData.order.detail}
        next={loaderData.order.next}
        payer={loaderData.order.payer}
        actionData={actionData}
      />
    );
  const list = loaderData.list!;
  return (
    <section className="max-w-6xl space-y-4">
      <PageTitle title={t("common:titles.staff-user-orders")} />
      <OrderTable rows={list.items} href={(id) => localePath("/staff/user-orders/:id?", { id })} />
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
