import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";

import { useLocalePath } from "~/lib/hooks";
import { translateKey } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { requestStatuses } from "~/lib/wallet";

/** The form's idempotency key, generated when the page was rendered: a double submit moves money once. */
export function KeyInput({ value }: { value: string }) {
  return <input type="hidden" name="idempotencyKey" value={value} />;
}

export const cardClass = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
export const buttonClass =
  "inline-flex items-center justify-center rounded bg-emerald-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-700 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100";
export const inputClass = "block w-full rounded border border-slate-300 px-2 py-1 text-sm";

/** "12.50 CCT" */
export function Cct({ value, testId }: { value: number | string; testId?: string }) {
  const { t } = useTranslation();
  return <span data-testid={testId}>{t("wallet:cct", { amount: formatAmount(value) })}</span>;
}

export function WalletSummary({ wallet }: { wallet: { balance: number; held: number; available: number } }) {
  const { t } = useTranslation();
  const items = [
    ["balance", wallet.balance],
    ["held", wallet.held],
    ["available", wallet.available],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="wallet-summary">
      {items.map(([key, value]) => (
        <div key={key} className={cardClass}>
          <dt className="text-sm text-slate-500">{t(`wallet:summary.${key}`)}</dt>
          <dd className="mt-1 text-xl font-semibold text-emerald-700">
            <Cct value={value} testId={`wallet-${key}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const colour =
    status === "pending"
      ? "bg-amber-100 text-amber-800"
      : status === "confirmed" || status === "posted"
        ? "bg-emerald-100 text-emerald-800"
        : "bg-slate-200 text-slate-700";
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${colour}`} data-testid="status">
      {translateKey(t, `wallet:status.${status}`)}
    </span>
  );
}

/** A request's status with its rejection reason and payout hash, when it has them. */
export function RequestStatus({ status, reason, hash }: { status: string; reason?: string | null; hash?: string | null }) {
  return (
    <Td>
      <StatusBadge status={status} />
      {reason ? <p className="mt-1 text-xs text-slate-500">{reason}</p> : null}
      {hash ? <p className="mt-1 font-mono text-xs break-all">{hash}</p> : null}
    </Td>
  );
}

/** Previous / page x of y / next, keeping the other query parameters. */
const adminLinks = [
  { to: "/admin/deposite-ccm", key: "deposits" },
  { to: "/admin/withdraw", key: "withdraw" },
  { to: "/admin/withdraw-ccm", key: "withdrawCcm" },
  { to: "/admin/transactions", key: "transactions" },
  { to: "/admin/settings", key: "settings" },
] as const;

/** The wallet back-office pages link to each other. */
export function WalletAdminNav() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <nav className="mb-4 flex flex-wrap gap-2 text-sm" aria-label={t("wallet:admin.nav")} data-testid="wallet-admin-nav">
      {adminLinks.map((item) => (
        <NavLink
          key={item.to}
          to={localePath(item.to)}
          end
          className={({ isActive }) =>
            `rounded px-3 py-1 ${isActive ? "bg-emerald-600 text-white" : "border border-slate-300 text-slate-700 hover:bg-slate-100"}`
          }
        >
          {t(`wallet:admin.links.${item.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

export function Table({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm" data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

/** A table's header row. */
export function HeaderRow({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <Th key={i}>{label}</Th>
        ))}
      </tr>
    </thead>
  );
}

export function Th({ children }: { children?: React.ReactNode }) {
  return <th className="bg-slate-50 px-3 py-2 text-xs text-slate-500 uppercase">{children}</th>;
}

export function Td({ children, className = "" }: { children?: React.ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-top ${className}`}>{children}</td>;
}

/** Links to the same list with ?status= (all, pending, …). */
export function StatusFilter({ current, base }: { current: string | null; base: string }) {
  const { t } = useTranslation();
  return (
    <nav className="mb-3 flex flex-wrap gap-2 text-sm" aria-label={t("wallet:fields.status")}>
      {[null, ...requestStatuses].map((s) => (
        <Link
          key={s ?? "all"}
          to={s ? `${base}?status=${s}` : base}
          className={`rounded px-2 py-0.5 ${current === s ? "bg-slate-800 text-white" : "border border-slate-300 hover:bg-slate-100"}`}
        >
          {s ? t(`wallet:status.${s}`) : t("wallet:admin.all")}
        </Link>
      ))}
    </nav>
  );
}
