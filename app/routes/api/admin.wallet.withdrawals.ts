import { decidableMethods, listWithdrawals } from "~/domain/wallet";
import { cursorParam } from "~/lib/cursor.server";
import { DomainError } from "~/lib/errors";
import { pageParam } from "~/lib/params";
import { requestStatusParam, withdrawalMethods } from "~/lib/wallet-terms";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.wallet.withdrawals";
import { boundedPageJson } from "./presenters/paging";
import { withdrawalJson } from "./presenters/wallet";

/** GET /api/admin/withdrawals?method=usdt|ccm&status=&page=&cursor= (admins; staff: ccm only): pending first. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const allowed = decidableMethods(user);
    const asked = withdrawalMethods.find((m) => m === args.url.searchParams.get("method"));
    const methods = asked ? allowed.filter((m) => m === asked) : allowed;
    if (!methods.length) throw new DomainError("errors:forbidden", 403);
    const { items, ...paging } = await listWithdrawals(
      methods,
      requestStatusParam(args.url.searchParams.get("status")),
      pageParam(args.url),
      20,
      null,
      { cursor: cursorParam(args.url) },
    );
    return { data: items.map(withdrawalJson), meta: boundedPageJson(paging) };
  });
}
