import { useEffect } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";

import { ErrorPage } from "~/components/error-page";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { StoreFooter } from "~/components/layout/store-footer";
import { StoreHeader } from "~/components/layout/store-header";
import { StoreUnavailable, storeUnavailable } from "~/components/store/store-unavailable";
import { priceCart } from "~/domain/cart.server";
import { cartStorageKey, itemCount } from "~/lib/cart";
import { storeFront } from "~/routes/store/store-front.server";
import { userNameCookie } from "~/utils/auth.server";
import { readCartCookie } from "~/utils/cookies.server";

import type { Route } from "./+types/store";

/**
 * Store pages for guests. The account is the route's (or "default" for the shop pages); an
 * unknown account goes to the 404 page, a deactivated store shows "store unavailable" (404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Without an account (the shop-wide pages) the header is the system store's even while it is closed;
  // /shop-system's own loader still answers "store unavailable" then.
  const account = (params as { account?: string }).account;
  const store = await storeFront(account, context, account === undefined);
  const name: unknown = await userNameCookie.parse(request.headers.get("Cookie"));
  // The cart as the cart page shows it (capped to the stock, unknown products out), so the badge
  // and the copy in localStorage agree with it on the same page (decision 139).
  const cart = (await priceCart(store.id, readCartCookie(request, store.account))).cart;
  return {
    store,
    account: store.account,
    userName: typeof name === "string" && name.length > 0 ? name : null,
    cart,
    cartCount: itemCount(cart),
  };
}

/** With JavaScript on, the cart is mirrored to localStorage under `{account}_cart`. */
function useCartMirror(account: string, cart: Record<string, number>) {
  const value = JSON.stringify(cart);
  useEffect(() => {
    try {
      window.localStorage.setItem(cartStorageKey(account), value);
    } catch {
      // storage full or disabled: the cookie still holds the cart
    }
  }, [account, value]);
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { account, userName, cartCount, cart } = loaderData;
  useCartMirror(account, cart);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <StoreHeader account={account} userName={userName} cartCount={cartCount} />
      <main
        id={mainId}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 p-4 outline-none md:p-6"
        data-testid="store-main"
      >
        <Outlet />
      </main>
      <StoreFooter />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.data === storeUnavailable) return <StoreUnavailable />;
    return (
      <ErrorPage
        status={error.status}
        message={typeof error.data === "string" && error.status !== 404 ? error.data : undefined}
      />
    );
  }
  return <ErrorPage status={500} error={error} />;
}
