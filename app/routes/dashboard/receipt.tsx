import { PageTitle } from "~/components/page-title";
import { ReceiptView } from "~/components/wallet/receipt";
import { receiptOf } from "~/domain/wallet";
import { useTranslation } from "~/lib/use-translation";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/receipt";

/**
 * /receipts/{id}: one of the member's own ledger transfers as a printable receipt (decision 206).
 * Transfers and withdrawals land here when sent; every statement row opens one. Another member's
 * id answers 404, like an id that does not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  return { receipt: await orNotFound(receiptOf(user.id, requireId(params.id))) };
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="max-w-2xl space-y-4">
      <PageTitle title={t("common:titles.receipts-id")} heading={false} />
      <ReceiptView receipt={loaderData.receipt} />
    </section>
  );
}
