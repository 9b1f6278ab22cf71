import { Link } from "react-router";

import { Prices } from "~/components/store/prices";
import { ProductImage } from "~/components/store/product-image";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

export interface OfferCardData {
  id: number;
  name: string;
  picture: string | null;
  discountPercentage: number;
  price: bigint;
  vndToPay: bigint;
  ccmToPay: bigint;
}

/** One card offer in a store's grid: picture, name, discount, price in three forms. */
export function OfferCard({ account, offer }: { account: string; offer: OfferCardData }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const href = localePath("/store/:account?/cards/:id", { account, id: offer.id });
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="offer-card">
      <Link to={href}>
        <ProductImage
          src={offer.picture}
          alt={offer.name}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="w-full"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Link to={href} className="font-medium text-slate-900 hover:text-emerald-700" data-testid="offer-name">
          {offer.name}
        </Link>
        <span className="text-sm font-semibold text-emerald-700" data-testid="offer-discount">
          {t("cards:offers.discountBadge", { percentage: offer.discountPercentage })}
        </span>
        <Prices usd={offer.price} vnd={offer.vndToPay} ccm={offer.ccmToPay} className="flex-1" />
      </div>
    </li>
  );
}
