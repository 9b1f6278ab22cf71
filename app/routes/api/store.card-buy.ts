import { buyOffer } from "~/domain/cards";
import { requireOpenStore } from "~/domain/catalogue";
import { buyCardSchema } from "~/lib/schemas/cards";
import { api, created, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/store.card-buy";
import { purchaseJson } from "./presenters/cards";

/**
 * POST /api/store/{account}/cards/{id}/buy {password, otp?} + Idempotency-Key → 201 the purchase:
 * the card (added to the member, or to give away when they hold one), the CCT paid.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const key = idempotencyKeyOf(args.request);
    await requireOpenStore(args.params.account);
    const id = requireId(args.params.id);
    const purchase = await buyOffer(user, id, await readJson(args.request, buyCardSchema), key);
    return created(purchaseJson(purchase), purchase.replayed);
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
