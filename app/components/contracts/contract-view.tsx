import { OrderLinesTable } from "~/components/store/order-lines-table";
import { Badge } from "~/components/ui/badge";
import { DetailList } from "~/components/ui/table";
import type { Contract, ContractSignatureView } from "~/domain/contracts";
import type { ContractState } from "~/lib/contracts";
import { formatDateTime } from "~/lib/dates";
import { translateKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

import { SignatureImage } from "./signature-image";

const stateTone = { unsigned: "warning", buyer_signed: "info", signed: "success" } as const;

export function ContractStateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={stateTone[state]} testId="contract-state">
      {t(`contracts:contract.state.${state}`)}
    </Badge>
  );
}

/**
 * The sales contract of an order, as a document: parties, order, goods with their three prices,
 * terms, signatures and the content's fingerprint. `data-print="contract"`: printing shows only this.
 */
export function ContractView({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const { order, lines } = contract.detail;
  const { seller, buyer } = contract.parties;
  const terms: unknown = translateKey(t, `contracts:terms.${contract.termsVersion}`, { returnObjects: true });
  const clauses = Array.isArray(terms) ? (terms as string[]) : [];
  const none = <span className="text-slate-500">-</span>;
  return (
    <article
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="contract"
      data-print="contract"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-xs tracking-wide text-slate-500 uppercase">{t("contracts:contract.heading")}</p>
          <p className="text-lg font-semibold" data-testid="contract-subtitle">
            {t("contracts:contract.subtitle", { code: order.code, date: formatDateTime(order.createdAt) })}
          </p>
        </div>
        <ContractStateBadge state={contract.state} />
      </div>
      {contract.changed ? (
        <p
          className="rounded border border-red-300 bg-red-50 p-3 font-semibold text-red-800"
          role="alert"
          data-testid="contract-changed"
        >
          {t("contracts:contract.changed")}
        </p>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <section data-testid="contract-seller">
          <h2 className="mb-2 font-semibold">{t("contracts:contract.seller")}</h2>
          <DetailList
            prefix="seller"
            rows={[
              ["name", t("contracts:contract.name"), seller.name],
              ["account", t("contracts:contract.account"), seller.account],
              ["phone", t("contracts:contract.phone"), seller.phone ?? none],
              ["address", t("contracts:contract.address"), seller.address ?? none],
            ]}
          />
        </section>
        <section data-testid="contract-buyer">
          <h2 className="mb-2 font-semibold">{t("contracts:contract.buyer")}</h2>
          <DetailList
            prefix="buyer"
            rows={[
              ["name", t("contracts:contract.name"), buyer.name],
              ["account", t("contracts:contract.account"), buyer.account ?? t("contracts:contract.noAccount")],
              ["phone", t("contracts:contract.phone"), buyer.phone],
              ["email", t("contracts:contract.email"), buyer.email],
              ["address", t("contracts:contract.address"), buyer.address],
            ]}
          />
        </section>
      </div>

      <section>
        <h2 className="mb-2 font-semibold">{t("contracts:contract.order")}</h2>
        <DetailList
          prefix="contract-order"
          rows={[
            ["code", t("contracts:contract.code"), order.code],
            ["date", t("contracts:contract.date"), formatDateTime(order.createdAt)],
            ["area", t("contracts:contract.area"), translateKey(t, `orders:area.${order.receivingArea}`)],
            ["payment", t("contracts:contract.payment"), translateKey(t, `orders:payment.${order.paymentMethod}`)],
          ]}
        />
      </section>

      <section>
        <h2 className="mb-2 font-semibold">{t("contracts:contract.goods")}</h2>
        <OrderLinesTable lines={lines} total={order} testId="contract" />
      </section>

      <section data-testid="contract-terms">
        <h2 className="font-semibold">{t("contracts:contract.terms")}</h2>
        <p className="mb-2 text-xs text-slate-500">{t("contracts:contract.termsVersion", { version: contract.termsVersion })}</p>
        <ol className="list-decimal space-y-1 pl-6 text-sm text-slate-700">
          {clauses.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </section>

      <section>
        <h2 className="mb-2 font-semibold">{t("contracts:contract.signatures")}</h2>
        <div className="grid gap-4 md:grid-cols-2">
          <PartySignature party="buyer" signed={contract.signatures.buyer} />
          <PartySignature
            party="seller"
            signed={contract.signatures.seller}
            note={contract.systemStore ? t("contracts:contract.systemStore") : null}
          />
        </div>
      </section>

      <section className="space-y-1 text-sm" data-testid="contract-fingerprint">
        <h2 className="font-semibold">{t("contracts:contract.hash")}</h2>
        {contract.signedHash ? (
          <p className="font-mono text-xs break-all" data-testid="contract-hash">
            {contract.signedHash}
          </p>
        ) : (
          <p className="text-slate-500">{t("contracts:contract.state.unsigned")}</p>
        )}
        <p className="text-xs text-slate-500">
          {t("contracts:contract.hashNow")}:{" "}
          <span className="font-mono break-all" data-testid="contract-hash-now">
            {contract.hash}
          </span>
        </p>
        {contract.signedHash && !contract.changed ? (
          <p className="text-xs text-emerald-700" data-testid="contract-unchanged">
            {t("contracts:contract.unchanged")}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">{t("contracts:contract.hashHelp")}</p>
      </section>
    </article>
  );
}

function PartySignature({
  party,
  signed,
  note = null,
}: {
  party: "buyer" | "seller";
  signed: ContractSignatureView | null;
  note?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded border border-slate-200 p-3" data-testid={`contract-signature-${party}`}>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{t(`contracts:contract.${party}`)}</span>
        <Badge tone={signed ? "success" : "neutral"} testId={`contract-signature-${party}-state`}>
          {signed ? t("contracts:contract.partySigned") : t("contracts:contract.partyNotSigned")}
        </Badge>
      </div>
      {note ? <p className="text-xs text-slate-500">{note}</p> : null}
      {signed ? (
        <>
          <SignatureImage
            kind={signed.signature.kind}
            path={signed.signature.path}
            label={t("contracts:signature.image", { name: signed.signer.name })}
            className="h-20 w-full max-w-xs"
          />
          <p className="text-xs text-slate-600" data-testid={`contract-signature-${party}-by`}>
            {t("contracts:contract.signedBy", {
              name: signed.signer.name,
              account: signed.signer.account,
              date: formatDateTime(signed.signedAt),
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}
