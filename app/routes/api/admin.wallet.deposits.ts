import { listDeposits } from "~/domain/wallet";
import { cursorParam } from "~/lib/cursor.server";
import { pageParam } from "~/lib/params";
import { requestStatusParam } from "~/lib/wallet-terms";
import { api } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.wallet.deposits";
import { boundedPageJson } from "./presenters/paging";
import { depositJson } from "./presenters/wallet";

/** GET /api/admin/deposits?status=&page=&cursor= (admins): pending first, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiAdmin(args.request);
    const { items, ...paging } = await listDeposits(
      requestStatusParam(args.url.searchParams.get("status")),
      pageParam(args.url),
      20,
      null,
      { cursor: cursorParam(args.url) },
    );
    return { data: items.map(depositJson), meta: boundedPageJson(paging) };
  });
}
