import { disableCard, getCard } from "~/domain/cards";
import { DomainError } from "~/lib/errors";
import { api, methodNotAllowed } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.cards.id";
import { cardDetailJson } from "./presenters/cards";

/** GET /api/admin/cards/{id} → one card: who issued, bought and used it, when (admins). */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.action !== undefined) return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    return cardDetailJson(await getCard(admin, requireId(args.params.id)));
  });
}

/** POST /api/admin/cards/{id}/disable → the card, disabled (an unused card; a used one is 409). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    if (args.params.action !== "disable") throw new DomainError("errors:notFound", 404);
    return cardDetailJson(await disableCard(admin, requireId(args.params.id)));
  });
}
