import { OfferCard } from "~/components/cards/offer-card";
import { PageTitle } from "~/components/page-title";
import { storeOffers } from "~/domain/cards";
import { useTranslation } from "~/lib/use-translation";

import type { Route } from "./+types/cards";
import { storeFront } from "./store-front.server";

/** /store/{account}/cards: the membership card offers (the marketplace's, in every store; decision 082). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await storeFront(params.account, context);
  return { store, offers: await storeOffers() };
}

export default function StoreCards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { store, offers } = loaderData;
  return (
    <section className="space-y-6">
      <PageTitle title={t("cards:offers.title")} />
      <p className="max-w-3xl text-slate-600">{t("cards:offers.intro")}</p>
      {offers.length === 0 ? (
        <p className="text-slate-500" data-testid="no-offers">
          {t("cards:offers.none")}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offer-grid">
          {offers.map((offer) => (
            <OfferCard key={offer.id} account={store.account} offer={offer} />
          ))}
        </ul>
      )}
    </section>
  );
}
