import { Outlet, redirect } from "react-router";
import { StoreFooter } from "~/components/layout/store-footer";
import { StoreHeader } from "~/components/layout/store-header";
import { checkAccount } from "~/domain/users.server";
import { cartCountFromCookie } from "~/lib/cart-count";
import { localizePath } from "~/lib/i18n";
import { userNameCookie } from "~/utils/auth.server";
import { getLanguage } from "~/utils/i18n.server";
import type { Route } from "./+types/store";

/**
 * Store pages for guests. The account is the route's (or "default" for the shop pages); an
 * unknown account goes to the 404 page. Children read this data with useStoreData().
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const account = (params as { account?: string }).account ?? "default";
  const store = await checkAccount(account);
  if (!store) throw redirect(localizePath("/404", getLanguage(context)));
  const cookieHeader = request.headers.get("Cookie");
  const name: unknown = await userNameCookie.parse(cookieHeader);
  return {
    store,
    account: store.account,
    userName: typeof name === "string" && name.length > 0 ? name : null,
    cartCount: cartCountFromCookie(cookieHeader, store.account),
  };
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { account, userName, cartCount } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <StoreHeader account={account} userName={userName} cartCount={cartCount} />
      <main className="mx-auto w-full max-w-7xl flex-1 p-4 md:p-6" data-testid="store-main">
        <Outlet />
      </main>
      <StoreFooter />
    </div>
  );
}
