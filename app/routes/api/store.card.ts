import { storeOffer } from "~/domain/cards";
import { requireOpenStore } from "~/domain/catalogue";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";

import type { Route } from "./+types/store.card";
import { offerJson } from "./presenters/cards";

/** GET /api/store/{account}/cards/{id} → one active card offer (public). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireOpenStore(args.params.account);
    return offerJson(await storeOffer(requireId(args.params.id)));
  });
}
