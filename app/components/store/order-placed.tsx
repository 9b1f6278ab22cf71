import { useTranslation } from "~/lib/use-translation";

/** The guest's order confirmation: the code to keep, and where it was e-mailed. */
export function OrderPlaced({ code, email }: { code: string; email: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 sm:p-6"
      aria-labelledby="order-placed-title"
      data-testid="order-placed"
    >
      <h2 id="order-placed-title" className="text-xl font-semibold">
        {t("storefront:placed.title")}
      </h2>
      <p className="mt-3 text-sm">{t("storefront:placed.code")}</p>
      <p
        className="mt-1 inline-block rounded border border-emerald-400 bg-white px-3 py-1.5 font-mono text-2xl font-bold tracking-wide select-all"
        data-testid="placed-code"
      >
        {code}
      </p>
      <p className="mt-3 text-sm" data-testid="placed-keep">
        {t("storefront:placed.keep")}
      </p>
      <p className="mt-1 text-sm" data-testid="placed-emailed">
        {t("storefront:placed.emailed", { email })}
      </p>
    </section>
  );
}
