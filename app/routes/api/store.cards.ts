import { storeOffers } from "~/domain/cards";
import { requireOpenStore } from "~/domain/catalogue";
import { api } from "~/utils/api.server";

import type { Route } from "./+types/store.cards";
import { offerJson } from "./presenters/cards";

/** GET /api/store/{account}/cards → { data: [offer] }: the card offers on the store's cards page (public). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireOpenStore(args.params.account);
    return { data: (await storeOffers()).map(offerJson) };
  });
}
