import { PageTitle } from "~/components/page-title";
import { ReceiptView } from "~/components/wallet/receipt";
import { depositReceiptOf } from "~/domain/wallet";
import { useTranslation } from "~/lib/use-translation";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/deposit-receipt";

/**
 * /receipts/deposits/{id}: a deposit request's receipt (decision 206), where the deposit form
 * lands. Waiting for an admin, it has no ledger transfer yet; confirmed, it is its transfer's
 * receipt. Another member's id answers 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  return { receipt: await orNotFound(depositReceiptOf(user.id, requireId(params.id))) };
}

export default function DepositReceipt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="max-w-2xl space-y-4">
      <PageTitle title={t("common:titles.receipts-deposits-id")} heading={false} />
      <ReceiptView receipt={loaderData.receipt} />
    </section>
  );
}
