import type { PayNowShown } from "~/domain/orders";
import { useLanguage } from "~/lib/hooks";
import { formatVnd } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

/**
 * What the store's side (the owner, staff, an admin) reads where the buyer reads "Pay now" or "How
 * to pay" (decision 228): the buyer was asked to pay, how, and what to do once they say they have
 * paid. No QR code and no instructions addressed to the reader.
 */
export function AwaitingPaymentCard({
  code,
  amountVnd,
  payNow,
}: {
  code: string;
  amountVnd: bigint;
  /** The store's bank the buyer was given (null: a store without bank details, the buyer got the phone). */
  payNow: PayNowShown | null;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <section
      className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
      aria-labelledby="awaiting-payment-title"
      data-testid="awaiting-payment"
    >
      <h2 id="awaiting-payment-title" className="mb-1 font-semibold">
        {t("orders:awaitingPayment.title")}
      </h2>
      <p>{t("orders:awaitingPayment.intro", { amount: formatVnd(amountVnd, lng), code })}</p>
      {payNow ? (
        <p className="break-words" data-testid="awaiting-payment-bank">
          {t("orders:awaitingPayment.bank", {
            bank: payNow.bankName,
            account: payNow.account,
            holder: payNow.holder,
          })}
        </p>
      ) : null}
      <p className="mt-2">{t("orders:awaitingPayment.then")}</p>
    </section>
  );
}
