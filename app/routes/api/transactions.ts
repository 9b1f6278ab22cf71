import { statement, statementAfter } from "~/domain/wallet";
import { DomainError } from "~/lib/errors";
import { pageParam } from "~/lib/params";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/transactions";
import { statementEntryJson } from "./presenters/wallet";

const perPage = 20;

/**
 * GET /api/transactions: the member's own transfers, newest first, 20 a page, with running balance.
 * `?page=` numbers the pages (with the total); `?cursor=` (a page's `next_cursor`) reads on from
 * where that page ended, at the same cost at any depth and without counting (decision 267).
 */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const cursor = args.url.searchParams.get("cursor");
    if (cursor !== null) {
      const after = await statementAfter(user.id, cursor, perPage);
      if (!after) throw new DomainError("errors:badCursor", 400);
      return { data: after.items.map(statementEntryJson), meta: { next_cursor: after.next } };
    }
    const { items, next, ...paging } = await statement(user.id, pageParam(args.url), perPage);
    return { data: items.map(statementEntryJson), meta: { ...paging, next_cursor: next } };
  });
}
