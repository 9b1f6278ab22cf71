import { listTransactions, transactionFilters } from "~/domain/wallet";
import { cursorParam } from "~/lib/cursor.server";
import { pageParam } from "~/lib/params";
import { api } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.wallet.transactions";
import { boundedPageJson } from "./presenters/paging";
import { transactionJson } from "./presenters/wallet";

/** GET /api/admin/transactions?kind=&status=&member=&from=&to=&page=&cursor= (admins): every transfer, newest first. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiAdmin(args.request);
    const { url } = args;
    const { items, ...paging } = await listTransactions(transactionFilters(url.searchParams), pageParam(url), 50, {
      cursor: cursorParam(url),
    });
    return { data: items.map(transactionJson), meta: boundedPageJson(paging) };
  });
}
