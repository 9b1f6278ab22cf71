import { getOffer, saveOffer } from "~/domain/cards";
import { apiCardOfferSchema } from "~/lib/schemas/cards";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.card-offers.id";
import { offerJson } from "./presenters/cards";

/** GET /api/admin/card-offers/{id} → one offer (admins). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    return offerJson(await getOffer(admin, requireId(args.params.id)));
  });
}

/** PATCH /api/admin/card-offers/{id} {the offer's fields} → the changed offer; bought cards keep theirs (admins). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "PATCH") return methodNotAllowed(args.request, "PATCH");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const id = requireId(args.params.id);
    return offerJson(await saveOffer(admin, id, await readJson(args.request, apiCardOfferSchema)));
  });
}
