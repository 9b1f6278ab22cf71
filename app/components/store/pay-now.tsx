import { CopyValue } from "~/components/ui/copy-value";
import type { PayNowShown } from "~/domain/orders";
import { useLanguage } from "~/lib/hooks";
import { formatVnd } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

/**
 * The "Pay now" card of a bank-transfer order awaiting payment (decision 187): the VietQR code (an
 * SVG the server drew from the payload it built), then the same details as text to copy.
 */
export function PayNowCard({ payNow, code }: { payNow: PayNowShown & { qrSvg: string }; code: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const amount = formatVnd(payNow.amountVnd, lng);
  // [key, label, what is shown, what is copied]: a banking app's amount field takes digits only.
  const rows: [string, string, string, string][] = [
    ["account", t("orders:payNow.account"), payNow.account, payNow.account],
    ["holder", t("orders:payNow.holder"), payNow.holder, payNow.holder],
    ["amount", t("orders:payNow.amount"), amount, payNow.amountVnd.toString()],
    ["note", t("orders:payNow.note"), payNow.note, payNow.note],
  ];
  return (
    <section
      className="rounded-lg border-2 border-emerald-600 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="pay-now-title"
      data-testid="pay-now"
    >
      <h2 id="pay-now-title" className="text-xl font-semibold text-emerald-800">
        {t("orders:payNow.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("orders:payNow.intro")}</p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        <figure
          className="mx-auto w-56 shrink-0 sm:mx-0 [&_svg]:h-auto [&_svg]:w-full"
          role="img"
          aria-label={t("orders:payNow.qr", { amount, code })}
          data-testid="pay-now-qr"
          // The SVG is made on the server by `qrcode` from our own payload: no visitor text reaches it unescaped.
          dangerouslySetInnerHTML={{ __html: payNow.qrSvg }}
        />
        <dl className="grid min-w-0 flex-1 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">{t("orders:payNow.bank")}</dt>
            <dd className="mt-0.5 font-semibold" data-testid="pay-now-bank">
              {payNow.bankName} <span className="font-normal text-slate-600">({payNow.bankFullName})</span>
            </dd>
          </div>
          {rows.map(([key, label, shown, copied]) => (
            <div key={key}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="mt-0.5">
                <CopyValue value={copied} shown={shown} label={label} testId={`pay-now-${key}`} />
                {key === "note" ? <span className="mt-1 block text-xs text-slate-600">{t("orders:payNow.noteHint")}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-800">{t("orders:payNow.then")}</p>
    </section>
  );
}
