import { Link } from "react-router";

import { Table, Td } from "~/components/ui/table";
import type { StatementEntry } from "~/domain/wallet";
import { formatDateTime } from "~/lib/dates";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

import { StatusBadge, usePartyName } from "./ui";

/** A member's transfers with the balance after each posted one; each row opens its receipt (decision 206). */
export function Statement({ entries }: { entries: StatementEntry[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const packageText = usePackageText();
  const partyName = usePartyName();
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">{t("wallet:statement.title")}</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t("wallet:statement.none")}</p>
      ) : (
        <Table
          testId="statement"
          headers={[
            t("wallet:fields.date"),
            { label: t("wallet:fields.kind"), lead: true },
            t("wallet:fields.counterparty"),
            { label: t("wallet:fields.amount"), lead: true },
            t("wallet:fields.balanceAfter"),
            { label: t("wallet:fields.status"), lead: true },
          ]}
        >
          {entries.map((e) => (
            <tr key={e.id}>
              <Td className="sm:whitespace-nowrap">{formatDateTime(e.createdAt)}</Td>
              <Td>
                <Link
                  to={localePath("/receipts/:id", { id: e.id })}
                  className="font-medium text-emerald-700 underline"
                  data-testid="statement-receipt"
                >
                  {t(`wallet:kinds.${e.kind}`)}
                  <span className="sr-only"> ({t("wallet:receipt.open", { id: e.id })})</span>
                </Link>
                {e.package ? (
                  <p className="text-xs text-slate-500" data-testid="statement-package">
                    {packageText(e)}
                  </p>
                ) : null}
                {e.memo ? <p className="text-xs text-slate-500">{e.memo}</p> : null}
              </Td>
              <Td>
                {e.package
                  ? e.kind === "commission"
                    ? e.package.buyer
                    : t("packages:statement.company")
                  : partyName(e.counterparty, e.counterpartySystem)}
              </Td>
              <Td className={e.amount.startsWith("-") ? "text-red-700" : "text-emerald-700"} testId="statement-amount">
                {formatAmount(e.amount)}
              </Td>
              <Td>{e.balanceAfter === null ? "—" : formatAmount(e.balanceAfter)}</Td>
              <Td testId="statement-status">
                <StatusBadge status={e.status} />
              </Td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}

/** What a package purchase's transfer was: the price, the commission earned or taken back, the refund. */
function usePackageText() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (e: StatementEntry) => {
    if (!e.package) return "";
    const name = lng === "vi" ? e.package.nameVi : e.package.nameEn;
    if (e.kind === "refund") return t("packages:statement.refund", { name });
    if (e.kind === "commission") {
      return e.amount.startsWith("-")
        ? t("packages:statement.reclaim", { name })
        : t("packages:statement.commission", { name, account: e.package.buyer });
    }
    return t("packages:statement.purchase", { name });
  };
}
