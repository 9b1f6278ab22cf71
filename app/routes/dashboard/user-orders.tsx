import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { OrderPage } from "~/components/store/order-page";
import { OrderTable } from "~/components/store/order-table";
import { listOrders } from "~/domain/orders";
import { useLocalePath } from "~/lib/hooks";
import { pageOf } from "~/lib/params";
import { useTranslation } from "~/lib/use-translation";
import { loadOrderPage, orderPageAction } from "~/routes/orders/order-page.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/user-orders";

/** /user-orders: the member's orders as buyer and the orders placed in their store; /user-orders/{id}: one of them. */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.id !== undefined) return { order: await loadOrderPage(args, args.params.id), lists: null };
  const user = currentUser(args.context);
  const [bought, sold] = await Promise.all([
    listOrders({ buyerId: user.id, page: pageOf(args.url.searchParams) }),
    listOrders({ storeId: user.id, page: pageOf(new URLSearchParams({ page: args.url.searchParams.get("spage") ?? "1" })) }),
  ]);
  return { order: null, lists: { bought, sold } };
}

export async function action(args: Route.ActionArgs) {
  return orderPageAction(args, args.params.id);
}

export default function UserOrders({ loaderData, actionData }: Route.ComponentProps) {
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
  const { bought, sold } = loaderData.lists!;
  const href = (id: number) => localePath("/user-orders/:id?", { id });
  return (
    <section className="max-w-6xl space-y-8">
      <PageTitle title={t("orders:title")} />
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t("orders:list.asBuyer")}</h2>
        <OrderTable rows={bought.items} href={href} showStore testId="orders-bought" />
        <Pager page={bought.page} pages={bought.pages} />
      </section>
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t("orders:list.asSeller")}</h2>
        <OrderTable rows={sold.items} href={href} testId="orders-sold" />
        <Pager page={sold.page} pages={sold.pages} param="spage" label={t("orders:list.asSellerPages")} />
      </section>
    </section>
  );
}
