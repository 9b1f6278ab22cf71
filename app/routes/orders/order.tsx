import { AuditTable } from "~/components/admin/audit-table";
import { OrderPage } from "~/components/store/order-page";
import { isAdmin } from "~/domain/accounts";
import { auditOf } from "~/domain/audit";
import { useTranslation } from "~/lib/use-translation";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/order";
import { loadOrderPage, orderPageAction } from "./order-page.server";

/**
 * /orders/{id} and /admin/orders/{id}: the buyer, the store owner, staff (system store) or an
 * admin. Admins also see the order's audit entries (the back office's status changes).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadOrderPage(args, args.params.id);
  const audit = isAdmin(currentUser(args.context)) ? await auditOf("order", page.detail.order.id) : null;
  return { ...page, audit };
}

export async function action(args: Route.ActionArgs) {
  return orderPageAction(args, args.params.id);
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <OrderPage detail={loaderData.detail} next={loaderData.next} payer={loaderData.payer} actionData={actionData} />
      {loaderData.audit ? (
        <section className="mt-6 max-w-5xl space-y-2" data-testid="order-audit">
          <h2 className="text-lg font-semibold">{t("admin:users.detail.audit")}</h2>
          <AuditTable rows={loaderData.audit} showTarget={false} />
        </section>
      ) : null}
    </>
  );
}
