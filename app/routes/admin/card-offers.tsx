import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { Prices } from "~/components/store/prices";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Table, Td } from "~/components/ui/table";
import { listOffers } from "~/domain/cards";
import { useLocalePath } from "~/lib/hooks";
import { pageOf } from "~/lib/params";
import { offerSorts } from "~/lib/schemas/cards";
import { sortOf } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/card-offers";

/** /admin/cards/offers: the card offers of the system store (active or not), presented on every store's cards pages. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const sort = sortOf(params, offerSorts, null);
  return { sort, list: await listOffers(currentUser(context), pageOf(params), 20, sort) };
}

export default function AdminCardOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { list } = loaderData;
  return (
    <section className="space-y-4">
      <Link to={localePath("/admin/cards")} className="text-sm text-emerald-700 hover:underline">
        {t("cards:admin.title")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={t("cards:offers.adminTitle")} />
        <Link to={localePath("/admin/cards/offers/:id", { id: "new" })} className={buttonClass()} data-testid="new-card-offer">
          {t("cards:offers.new")}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t("cards:offers.adminHint")}</p>
      {list.items.length === 0 ? (
        <p className="text-slate-600">{t("cards:offers.none")}</p>
      ) : (
        <Table
          testId="card-offers"
          sort={loaderData.sort}
          headers={[
            { label: t("cards:offers.name"), sort: "name", lead: true },
            { label: t("cards:fields.discount"), sort: "discount", descFirst: true },
            { label: t("cards:offers.price"), sort: "price", descFirst: true },
            { label: t("cards:fields.state"), sort: "state", lead: true },
          ]}
        >
          {list.items.map((offer) => (
            <tr key={offer.id} data-testid="card-offer-row">
              <Td>
                <Link to={localePath("/admin/cards/offers/:id", { id: offer.id })} className="text-emerald-700 hover:underline">
                  {offer.name}
                </Link>
              </Td>
              <Td>{t("cards:percent", { percentage: offer.discountPercentage })}</Td>
              <Td>
                <Prices usd={offer.price} vnd={offer.vndToPay} ccm={offer.ccmToPay} />
              </Td>
              <Td>
                <Badge tone={offer.active ? "success" : "neutral"}>
                  {offer.active ? t("cards:offers.active") : t("cards:offers.inactive")}
                </Badge>
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
