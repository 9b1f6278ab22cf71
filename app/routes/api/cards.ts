import { addCard, requireMemberCards } from "~/domain/cards";
import { addCardSchema } from "~/lib/schemas/cards";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/cards";
import { giftCardJson, memberCardJson } from "./presenters/cards";

/**
 * GET /api/cards → { card, bought }: the member's card and the cards they bought to give away;
 * 404 'You have no card' without one.
 */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const { card, bought } = await requireMemberCards(user.id);
    return { card: memberCardJson(card), bought: bought.map(giftCardJson) };
  });
}

/** POST /api/cards {code} → 201 the member's card; 'Failed to add card' (422), 'You already have a card' (409). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const { code } = await readJson(args.request, addCardSchema);
    return Response.json({ card: memberCardJson(await addCard(user, code)) }, { status: 201 });
  });
}
