import { useLocation } from "react-router";

import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { InAppLink } from "~/components/ui/in-app-link";
import { NavList } from "~/components/ui/nav-list";
import { Td } from "~/components/ui/table";
import { useLocalePath } from "~/lib/hooks";
import { translateKey } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";
import { requestStatuses, systemAccountOf } from "~/lib/wallet-terms";

/** A side of a transfer as people read it: a member's username, or a system account's name (never its code). */
export function usePartyName(): (name: string | null, system: boolean) => string {
  const { t } = useTranslation();
  return (name, system) => {
    if (name === null) return "—";
    if (!system) return name;
    const { account, coin } = systemAccountOf(name);
    return t(`wallet:systemAccounts.${account}`, { coin });
  };
}

/** The form's idempotency key, generated when the page was rendered: a double submit moves money once. */
export function KeyInput({ value }: { value: string }) {
  return <input type="hidden" name="idempotencyKey" value={value} />;
}

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
  const tone = status === "pending" ? "warning" : status === "confirmed" || status === "posted" ? "success" : "neutral";
  return (
    <Badge tone={tone} testId="status">
      {translateKey(t, `wallet:status.${status}`)}
    </Badge>
  );
}

/** A request's status with its rejection reason and payout hash, when it has them (a Table cell: label and lead pass on). */
export function RequestStatus({
  status,
  reason,
  hash,
  label,
  lead,
}: {
  status: string;
  reason?: string | null;
  hash?: string | null;
  label?: string;
  lead?: boolean;
}) {
  return (
    <Td label={label} lead={lead}>
      <StatusBadge status={status} />
      {reason ? <p className="mt-1 text-xs text-slate-500">{reason}</p> : null}
      {hash ? <p className="mt-1 font-mono text-xs break-all">{hash}</p> : null}
    </Td>
  );
}

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
    <nav className="mb-4 text-sm" aria-label={t("wallet:admin.nav")} data-testid="wallet-admin-nav">
      <NavList
        className="flex flex-wrap gap-2"
        linkClass={({ isActive }) =>
          `block rounded px-3 py-1 ${isActive ? "bg-emerald-600 text-white" : "border border-slate-300 text-slate-700 hover:bg-slate-100"}`
        }
        items={adminLinks.map((item) => ({ to: localePath(item.to), label: t(`wallet:admin.links.${item.key}`), end: true }))}
      />
    </nav>
  );
}

/** Links to the same list with ?status= (all, pending, …), in the list's order (?sort=). */
export function StatusFilter({ current, base }: { current: string | null; base: string }) {
  const { t } = useTranslation();
  const sort = new URLSearchParams(useLocation().search).get("sort");
  const href = (status: string | null) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (sort) params.set("sort", sort);
    return params.size ? `${base}?${params}` : base;
  };
  return (
    <nav className="mb-3 flex flex-wrap gap-2 text-sm" aria-label={t("wallet:fields.status")}>
      {[null, ...requestStatuses].map((s) => (
        <InAppLink
          key={s ?? "all"}
          href={href(s)}
          aria-current={current === s ? "true" : undefined}
          className={`rounded px-2 py-0.5 ${current === s ? "bg-slate-800 text-white" : "border border-slate-300 hover:bg-slate-100"}`}
        >
          {s ? t(`wallet:status.${s}`) : t("wallet:admin.all")}
        </InAppLink>
      ))}
    </nav>
  );
}

/** Where a pending request stands in four eyes: needs two admins, or approved once and waiting for the second. */
export function FourEyesState({
  request,
}: {
  request: { status: string; approvalsRequired: number; firstApprovedBy: number | null };
}) {
  const { t } = useTranslation();
  if (request.status !== "pending" || request.approvalsRequired < 2) return null;
  return (
    <p
      className="mb-1 text-xs font-medium text-amber-700"
      data-testid={request.firstApprovedBy === null ? "needs-two" : "awaiting-second"}
    >
      {t(request.firstApprovedBy === null ? "wallet:admin.needsTwo" : "wallet:admin.awaitingSecond")}
    </p>
  );
}
