import { Link } from "react-router";

import type { StatementEntry } from "~/domain/wallet";
import { formatDate, formatDateTime } from "~/lib/dates";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { formatAmount } from "~/lib/money";
import { partyText } from "~/lib/parties";
import { useTranslation } from "~/lib/use-translation";

import { StatusBadge } from "./ui";

const th = "bg-slate-50 px-3 py-2 text-xs font-medium text-slate-500 uppercase";
/** Shown from 640 px up; on a phone the row is one line of date, what and with whom, and amount. */
const wide = "max-sm:hidden";

/**
 * A member's transfers with the balance after each posted one; each row opens its receipt
 * (decisions 206, 220). On a phone a row is one line: the day, the kind and the other side (cut
 * short with an ellipsis), the signed amount; the link covers the whole row.
 */
export function Statement({
  entries,
  title,
  empty,
  href,
}: {
  entries: StatementEntry[];
  /**
   * Where a row leads: the member's receipt by default; the back office passes its transaction
   * page, or null where the reader may open neither (a moderator).
   */
  href?: ((id: number) => string) | null;
  /** The heading above the table (the page's own title makes it null); "Statement" by default. */
  title?: string | null;
  /** What an empty list says ("No transactions yet." by default). */
  empty?: string;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const describe = useEntryText();
  const target = href === undefined ? (id: number) => localePath("/receipts/:id", { id }) : href;
  const heading = title === undefined ? t("wallet:statement.title") : title;
  return (
    <div>
      {heading ? <h2 className="mb-2 text-lg font-semibold">{heading}</h2> : null}
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="statement-empty">
          {empty ?? t("wallet:statement.none")}
        </p>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="statement">
            <thead className="max-sm:sr-only">
              <tr>
                <th scope="col" className={th}>
                  {t("wallet:fields.date")}
                </th>
                <th scope="col" className={th}>
                  {t("wallet:fields.kind")}
                </th>
                <th scope="col" className={`${th} ${wide}`}>
                  {t("wallet:fields.counterparty")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("wallet:fields.amount")}
                </th>
                <th scope="col" className={`${th} ${wide} text-right`}>
                  {t("wallet:fields.balanceAfter")}
                </th>
                <th scope="col" className={`${th} ${wide}`}>
                  {t("wallet:fields.status")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((e) => {
                const { party, detail } = describe(e);
                const out = e.amount.startsWith("-");
                return (
                  <tr key={e.id} className="relative hover:bg-slate-50" data-testid="statement-row">
                    <td className="px-3 py-2 align-top whitespace-nowrap text-slate-600 max-sm:pr-1">
                      <span className={wide}>{formatDateTime(e.createdAt)}</span>
                      <time className="sm:hidden" dateTime={new Date(e.createdAt).toISOString()}>
                        {formatDate(e.createdAt).slice(5)}
                      </time>
                    </td>
                    {/* On a phone this cell takes what is left of the line and cuts its text short. */}
                    <td className="px-3 py-2 align-top max-sm:w-full max-sm:max-w-0 max-sm:px-1">
                      <div className="max-sm:truncate">
                        {target ? (
                          <Link
                            to={target(e.id)}
                            className="font-medium text-emerald-700 underline after:absolute after:inset-0 max-sm:no-underline"
                            data-testid="statement-receipt"
                          >
                            {t(`wallet:kinds.${e.kind}`)}
                            <span className="sr-only"> ({t("wallet:receipt.open", { id: e.id })})</span>
                          </Link>
                        ) : (
                          <span className="font-medium">{t(`wallet:kinds.${e.kind}`)}</span>
                        )}
                        <span className="text-slate-700 sm:hidden" data-testid="statement-party-short">
                          {" · "}
                          {party}
                        </span>
                        {e.status === "posted" ? null : (
                          <span className="text-xs text-amber-700 sm:hidden"> ({t(`wallet:status.${e.status}`)})</span>
                        )}
                      </div>
                      {detail ? (
                        <p className={`text-xs text-slate-500 ${wide}`} data-testid="statement-package">
                          {detail}
                        </p>
                      ) : null}
                      {e.memo ? <p className={`text-xs text-slate-500 ${wide}`}>{e.memo}</p> : null}
                    </td>
                    <td className={`px-3 py-2 align-top ${wide}`} data-testid="statement-party">
                      {party}
                    </td>
                    <td
                      className={`px-3 py-2 text-right align-top whitespace-nowrap tabular-nums max-sm:pl-1 ${out ? "text-red-700" : "text-emerald-700"}`}
                      data-testid="statement-amount"
                    >
                      {out ? formatAmount(e.amount) : `+${formatAmount(e.amount)}`}
                    </td>
                    <td className={`px-3 py-2 text-right align-top whitespace-nowrap tabular-nums ${wide}`}>
                      {e.balanceAfter === null ? "—" : formatAmount(e.balanceAfter)}
                    </td>
                    <td className={`px-3 py-2 align-top ${wide}`} data-testid="statement-status">
                      <StatusBadge status={e.status} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The other side of a row in words people understand, and what a package's transfer was. */
function useEntryText() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (e: StatementEntry): { party: string; detail: string } => {
    if (!e.package) return { party: partyText(t, e.party), detail: "" };
    const name = lng === "vi" ? e.package.nameVi : e.package.nameEn;
    if (e.kind === "refund") return { party: t("packages:statement.company"), detail: t("packages:statement.refund", { name }) };
    if (e.kind === "commission") {
      const detail = e.amount.startsWith("-")
        ? t("packages:statement.reclaim", { name })
        : t("packages:statement.commission", { name, account: e.package.buyer });
      return { party: e.package.buyer, detail };
    }
    return { party: t("packages:statement.company"), detail: t("packages:statement.purchase", { name }) };
  };
}
