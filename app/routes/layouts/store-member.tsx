import { Outlet } from "react-router";

import { GroupPopup } from "~/components/layout/group-popup";
import { MemberAside, MemberMenuDisclosure } from "~/components/layout/member-nav";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { StoreFooter } from "~/components/layout/store-footer";
import { StoreHeaderSimple } from "~/components/layout/store-header-simple";
import { noindexHandle } from "~/lib/seo";
import { userMiddleware } from "~/utils/permissions.server";

import type { Route } from "./+types/store-member";

/** Not for search results (decision 244). */
export const handle = noindexHandle;

/**
 * Members' store pages (/buy-products): sign-in required; the system store's simple header, the
 * member's dashboard menu beside the page (decision 232) and the one-time group popup.
 */
export const middleware = [userMiddleware];

export async function loader() {
  return { account: "default" };
}

export default function StoreMemberLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <StoreHeaderSimple account={loaderData.account} />
      <MemberMenuDisclosure />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <MemberAside />
        <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6" data-testid="store-member-main">
          <Outlet />
        </main>
      </div>
      <StoreFooter />
      <GroupPopup />
    </div>
  );
}
