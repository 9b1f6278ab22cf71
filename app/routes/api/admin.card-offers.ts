import { listOffers, saveOffer } from "~/domain/cards";
import { pageOf } from "~/lib/params";
import { apiCardOfferSchema } from "~/lib/schemas/cards";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.card-offers";
import { offerJson } from "./presenters/cards";

/** GET /api/admin/card-offers?page= → the system store's card offers, active or not (admins). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const list = await listOffers(admin, pageOf(args.url.searchParams));
    return { data: list.items.map(offerJson), meta: { total: list.total, page: list.page, pages: list.pages } };
  });
}

/** POST /api/admin/card-offers {name, description?, discount_percentage, price, vnd_to_pay, ccm_to_pay, picture?, active?} → 201. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const saved = await saveOffer(admin, null, await readJson(args.request, apiCardOfferSchema));
    return Response.json(offerJson(saved), { status: 201 });
  });
}
