import { referralsOf } from "~/domain/packages";
import { api } from "~/utils/api.server";
import { searchQuery } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";
import { appOrigin } from "~/utils/request.server";

import type { Route } from "./+types/refs";
import { inviteeJson, referralTotalsJson } from "./presenters/packages";

/** GET /api/refs?q=&page= → the member's referral link, totals and invitees (20 a page). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const { link, totals, invitees } = await referralsOf(user, appOrigin(args.request), searchQuery(args.url));
    const { items, ...meta } = invitees;
    return { link, totals: referralTotalsJson(totals), data: items.map(inviteeJson), meta };
  });
}
