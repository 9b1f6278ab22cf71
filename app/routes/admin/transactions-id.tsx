import { data, Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { StatusBadge, usePartyName, WalletAdminNav } from "~/components/wallet/ui";
import { getTransaction } from "~/domain/wallet";
import { formatDateTime } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { useLocalePath } from "~/lib/hooks";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";
import { requireId } from "~/utils/params.server";

import type { Route } from "./+types/transactions-id";

/** /admin/transactions/{id}: one transfer with every field. */
export async function loader({ params }: Route.LoaderArgs) {
  try {
    return { transaction: await getTransaction(requireId(params.id)) };
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data("Not Found", { status: 404 });
    throw error;
  }
}

export default function AdminTransaction({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const partyName = usePartyName();
  const r = loaderData.transaction;
  const rows: [string, React.ReactNode][] = [
    ["#", r.id],
    [t("wallet:fields.kind"), t(`wallet:kinds.${r.kind}`)],
    [t("wallet:fields.status"), <StatusBadge key="s" status={r.status} />],
    [t("wallet:fields.amount"), t("wallet:cct", { amount: formatAmount(r.amount) })],
    [t("wallet:fields.from"), partyName(r.from, r.fromSystem)],
    [t("wallet:fields.to"), partyName(r.to, r.toSystem)],
    [t("wallet:fields.reference"), r.reference ?? "—"],
    [t("wallet:fields.memo"), r.memo ?? "—"],
    [t("wallet:fields.key"), <code key="k">{r.idempotencyKey}</code>],
    [t("wallet:fields.date"), formatDateTime(r.createdAt)],
    [t("wallet:fields.resolvedAt"), r.resolvedAt ? formatDateTime(r.resolvedAt) : "—"],
  ];
  return (
    <section className="max-w-3xl">
      <PageTitle title={t("common:titles.admin-transactions-id")} />
      <WalletAdminNav />
      <dl className={`${cardClass} grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm`} data-testid="transaction">
        {rows.map(([label, value], i) => (
          <div key={i} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={localePath("/admin/transactions")} className={`${buttonClass({ variant: "secondary", size: "sm" })} mt-4`}>
        {t("wallet:admin.backToList")}
      </Link>
    </section>
  );
}
