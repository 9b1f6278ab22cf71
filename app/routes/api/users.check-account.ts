import { checkAccount } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { api } from "~/utils/api.server";

import type { Route } from "./+types/users.check-account";
import { accountCardJson } from "./presenters/users";

/** GET /api/users/check-account?account=…: the public card of a store owner, or 404. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const account = args.url.searchParams.get("account") ?? "default";
    const store = await checkAccount(account);
    if (!store) throw new DomainError("errors:accountNotFound", 404);
    return accountCardJson(store);
  });
}
