import { issueCards, listCards } from "~/domain/cards";
import { cardListQuery, issueCardsSchema } from "~/lib/schemas/cards";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.cards";
import { cardRowJson } from "./presenters/cards";

/** GET /api/admin/cards?status=&discount=&from=&to=&member=&batch=&q=&page= → every card, filtered (admins). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const list = await listCards(admin, cardListQuery(args.url.searchParams));
    return { data: list.items.map(cardRowJson), meta: { total: list.total, page: list.page, pages: list.pages } };
  });
}

/** POST /api/admin/cards {count, discount_percentage, note?} → 201 { batch, data: [card] } (admins). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const issued = await issueCards(admin, await readJson(args.request, issueCardsSchema));
    return Response.json({ batch: issued.batch, data: issued.cards.map(cardRowJson) }, { status: 201 });
  });
}
