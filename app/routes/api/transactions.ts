import { statement } from "~/domain/wallet";
import { pageParam } from "~/lib/params";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/transactions";
import { statementEntryJson } from "./presenters/wallet";

/** GET /api/transactions?page=: the member's own transfers, newest first, 20 a page, with running balance. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const { items, ...paging } = await statement(user.id, pageParam(args.request.url), 20);
    return { data: items.map(statementEntryJson), meta: paging };
  });
}
