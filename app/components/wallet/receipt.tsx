import { Link } from "react-router";

import { useHydrated } from "~/components/account/dialog";
import { Button, buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import type { Receipt, ReceiptAgain, ReceiptParty } from "~/domain/wallet";
import { formatDateTime } from "~/lib/dates";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { localizePath } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";
import { depositPages } from "~/lib/wallet-terms";

import { StatusBadge, usePartyName } from "./ui";

/** The receipts that say what happens next: a withdrawal, and a deposit request not yet credited. */
/** An address or hash: one long word that may break anywhere, so a phone does not scroll sideways. */
const brokenAnywhere = (value: string) => <span className="break-all">{value}</span>;

const notes = { withdrawal: { pending: 1, posted: 1, voided: 1 }, deposit: { pending: 1, rejected: 1 } } as const;

/** What a member's own purchase brought them (decision 233): the package, the card, the restocked products. */
function purchaseNoteKey(r: Receipt) {
  if (r.kind !== "purchase" || r.direction !== "out") return null;
  if (r.again === "packages") return "wallet:receipt.purchaseNote.package" as const;
  if (r.subject?.type === "card")
    return r.subject.assigned
      ? ("wallet:receipt.purchaseNote.cardAdded" as const)
      : ("wallet:receipt.purchaseNote.cardToGive" as const);
  if (r.again === "restock") return "wallet:receipt.purchaseNote.restock" as const;
  return null;
}

/** The page a "make another" link opens, for each kind of receipt. */
function useAgainHref(): (again: ReceiptAgain, r: Receipt) => string {
  const localePath = useLocalePath();
  const lng = useLanguage();
  return (again, { storeAccount, subject }) => {
    switch (again) {
      case "transfer":
        return localePath("/transfer-point");
      case "withdraw":
        return localePath("/withdraw");
      case "withdrawCcm":
        return localePath("/withdraw-ccm");
      case "deposit":
        // The coin's own form, where the request was made.
        return subject?.type === "deposit" ? localizePath(depositPages[subject.coin], lng) : localePath("/deposite");
      case "packages":
        return localePath("/packages");
      case "cards":
        return localePath("/store/:account?/cards", { account: storeAccount ?? undefined });
      case "restock":
        return localePath("/buy-products");
    }
  };
}

/** The other side as people read it: "Nam Member (@member02)", the store's name, a system account's name. */
function usePartyText(): (party: ReceiptParty) => string {
  const partyName = usePartyName();
  return (party) => {
    if (party.type === "system") return partyName(party.code, true);
    if (party.type === "store") return party.name;
    return party.name === party.account ? party.account : `${party.name} (@${party.account})`;
  };
}

/**
 * A receipt (decision 206): what moved, with whom, the reference, the balance after, when and its
 * status; a "make another" link and a print button. `data-print="receipt"`: printing shows only this.
 */
export function ReceiptView({ receipt: r }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const partyText = usePartyText();
  const againHref = useAgainHref();
  const cct = (amount: string) => t("wallet:cct", { amount: formatAmount(amount) });
  const signed = `${r.direction === "out" ? "−" : "+"}${cct(r.amount)}`;
  const s = r.subject;
  const rows: [string, React.ReactNode, string][] = [
    [t(`wallet:receipt.party.${r.direction}`), partyText(r.party), "receipt-party"],
    [t("wallet:fields.kind"), t(`wallet:kinds.${r.kind}`), "receipt-kind"],
    [t("wallet:fields.status"), <StatusBadge key="status" status={r.status} />, "receipt-status"],
    [t("wallet:receipt.fee"), r.fee === "0" ? t("wallet:receipt.noFee") : cct(r.fee), "receipt-fee"],
    [t("wallet:fields.balanceAfter"), r.balanceAfter === null ? "—" : cct(r.balanceAfter), "receipt-balance-after"],
    [t("wallet:fields.date"), formatDateTime(r.createdAt), "receipt-date"],
  ];
  if (r.resolvedAt && r.status !== "posted" && r.status !== "confirmed")
    rows.push([t("wallet:receipt.settledAt"), formatDateTime(r.resolvedAt), "receipt-settled"]);
  if (s?.type === "withdrawal") {
    rows.push([t("wallet:fields.method"), t(`wallet:methods.${s.method}`), "receipt-method"]);
    rows.push([t("wallet:fields.address"), brokenAnywhere(s.address), "receipt-address"]);
    if (s.payoutTxHash) rows.push([t("wallet:fields.payoutTxHash"), brokenAnywhere(s.payoutTxHash), "receipt-payout"]);
    if (s.reason) rows.push([t("wallet:fields.reason"), s.reason, "receipt-reason"]);
  }
  if (s?.type === "deposit") {
    rows.push([t("wallet:fields.amountCoin", { coin: s.coin }), formatAmount(s.coinAmount), "receipt-coin-amount"]);
    rows.push([t("wallet:fields.txHash"), brokenAnywhere(s.txHash), "receipt-tx-hash"]);
  }
  if (s?.type === "package") rows.push([t("wallet:receipt.package"), lng === "vi" ? s.nameVi : s.nameEn, "receipt-package"]);
  if (s?.type === "card") rows.push([t("wallet:receipt.card"), s.name, "receipt-card"]);
  if (s?.type === "order") {
    rows.push([
      t("wallet:receipt.order"),
      <Link key="order" to={localePath("/orders/:id", { id: s.id })} className="text-emerald-700 underline">
        {s.code}
      </Link>,
      "receipt-order",
    ]);
  }
  if (r.memo && s?.type !== "card") rows.push([t("wallet:fields.memo"), r.memo, "receipt-memo"]);
  rows.push([
    t("wallet:fields.reference"),
    t(`wallet:receipt.referenceValue.${r.reference.type}`, { id: r.reference.id }),
    "receipt-reference",
  ]);
  if (r.requestKey)
    rows.push([
      t("wallet:receipt.requestKey"),
      <span key="key" className="break-all font-mono text-xs">
        {r.requestKey}
      </span>,
      "receipt-key",
    ]);

  const purchaseNote = (receipt: Receipt) => {
    const key = purchaseNoteKey(receipt);
    return key ? t(key) : null;
  };
  const statusNote =
    r.kind === "withdrawal" && r.status in notes.withdrawal
      ? t(`wallet:receipt.withdrawalNote.${r.status as keyof typeof notes.withdrawal}`)
      : r.reference.type === "deposit" && r.status in notes.deposit
        ? t(`wallet:receipt.depositNote.${r.status as keyof typeof notes.deposit}`)
        : purchaseNote(r);
  return (
    <article className={`${cardClass} space-y-4`} data-print="receipt" data-testid="receipt">
      <header className="space-y-1 border-b border-slate-200 pb-4">
        <p className="text-sm text-slate-500">{t("common:titles.receipts-id")}</p>
        <h1 className="text-2xl font-semibold text-slate-900" data-testid="receipt-headline">
          {t(`wallet:receipt.headline.${r.kind}.${r.direction}`)}
        </h1>
        <p
          className={`text-3xl font-bold ${r.direction === "out" ? "text-slate-900" : "text-emerald-700"}`}
          data-testid="receipt-amount"
        >
          {signed}
        </p>
        {statusNote ? (
          <p className="text-sm text-slate-600" data-testid="receipt-note">
            {statusNote}
          </p>
        ) : null}
      </header>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 sm:col-span-2" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3" data-print="hide">
        {r.again ? (
          <Link to={againHref(r.again, r)} className={buttonClass({ size: "sm" })} data-testid="receipt-again">
            {t(`wallet:receipt.again.${r.again}`)}
          </Link>
        ) : null}
        {hydrated ? (
          <Button variant="secondary" size="sm" onClick={() => window.print()} data-testid="receipt-print">
            {t("wallet:receipt.print")}
          </Button>
        ) : null}
        <Link to={localePath("/dashboard")} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {t("wallet:receipt.statement")}
        </Link>
      </div>
    </article>
  );
}
