import { useTranslation } from "react-i18next";
import { PageTitle } from "~/components/page-title";
import { useStoreData } from "~/components/layout/use-store-data";

/** /store/{account}: the store layout already checked the account; its owner's card and the shelves. */
export default function StoreHome() {
  const { t } = useTranslation();
  const store = useStoreData()?.store;
  if (!store) return null;
  return (
    <section className="space-y-8">
      <PageTitle title={t("store:home.title", { name: store.name })} />
      <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid="store-contact">
        <h2 className="mb-2 font-semibold">{t("store:home.contact")}</h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t("store:home.name")}</dt>
          <dd data-testid="store-owner-name">{store.name}</dd>
          <dt className="font-medium">{t("store:home.phone")}</dt>
          <dd data-testid="store-phone">{store.phone_number ?? t("store:home.none")}</dd>
          <dt className="font-medium">{t("store:home.address")}</dt>
          <dd data-testid="store-address">{store.address ?? t("store:home.none")}</dd>
          <dt className="font-medium">{t("store:home.account")}</dt>
          <dd data-testid="store-account">{store.account}</dd>
        </dl>
      </div>
      <section data-testid="store-categories">
        <h2 className="mb-2 text-lg font-semibold">{t("store:home.categories")}</h2>
        <p className="text-sm text-slate-500">{t("store:home.categoriesSoon")}</p>
      </section>
      <section data-testid="store-featured">
        <h2 className="mb-2 text-lg font-semibold">{t("store:home.featured")}</h2>
        <p className="text-sm text-slate-500">{t("store:home.featuredSoon")}</p>
      </section>
    </section>
  );
}
