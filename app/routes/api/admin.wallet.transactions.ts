import { listTransactions, transactionFilters } from "~/domain/wallet";
import { pageParam } from "~/lib/params";
import { api } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.wallet.transactions";
import { transactionJson } from "./presenters/wallet";

/** GET /api/admin/transactions?kind=&status=&member=&from=&to=&page= (admins): every transfer, newest first. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiAdmin(args.request);
    const { items, ...paging } = await listTransactions(transactionFilters(args.request.url), pageParam(args.request.url), 50);
    return { data: items.map(transactionJson), meta: paging };
  });
}
