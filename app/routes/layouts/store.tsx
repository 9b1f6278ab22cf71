import { useEffect } from "react";
import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";

import { ErrorPage, messageOf } from "~/components/error-page";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { StoreFooter } from "~/components/layout/store-footer";
import { StoreHeader } from "~/components/layout/store-header";
import { CartNotification } from "~/components/store/cart-notification";
import { StoreUnavailable, storeUnavailable } from "~/components/store/store-unavailable";
import { priceCart } from "~/domain/orders";
import { cartStorageKey, itemCount } from "~/lib/cart";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";
import { storeFront } from "~/routes/store/store-front.server";
import { accountCheckCookies, accountCheckValues } from "~/utils/account-check.server";
import { readCartCookie } from "~/utils/cookies.server";

import type { Route } from "./+types/store";

/**
 * Store pages for guests. The account is the route's (or "default" for the shop pages); an
 * unknown account goes to the 404 page, a deactivated store shows "store unavailable" (404).
 * The account check (§7) sets the store's cookies on every visit; the header greets with the
 * userName this answer sets.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Without an account (the shop-wide pages) the header is the system store's even while it is closed;
  // /shop-system's own loader still answers "store unavailable" then.
  const account = (params as { account?: string }).account;
  const store = await storeFront(account, context, account === undefined);
  const checked = accountCheckValues(store);
  const headers = new Headers();
  for (const cookie of accountCheckCookies(checked)) headers.append("Set-Cookie", cookie);
  // The cart as the cart page shows it (capped to the stock, unknown products out), so the badge
  // and the copy in localStorage agree with it on the same page (decision 139).
  const cart = (await priceCart(store.id, readCartCookie(request, store.account))).cart;
  return data(
    {
      store,
      account: store.account,
      userName: checked.userName || null,
      cart,
      cartCount: itemCount(cart),
    },
    { headers },
  );
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

type StoreLayoutData = Route.ComponentProps["loaderData"];

function StoreShell({ data: layout, children }: { data: StoreLayoutData; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <StoreHeader account={layout.account} userName={layout.userName} cartCount={layout.cartCount} />
      <CartNotification account={layout.account} />
      <main
        id={mainId}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 p-4 outline-none md:p-6"
        data-testid="store-main"
      >
        {children}
      </main>
      <StoreFooter />
    </div>
  );
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { account, cart } = loaderData;
  useCartMirror(account, cart);
  return (
    <StoreShell data={loaderData}>
      <Outlet />
    </StoreShell>
  );
}

/**
 * A page of the store that fails keeps the store's header (its data is there when only the page
 * failed): a 404 offers the store's product search and the way back to the store (decision 146).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const english = useRouteLoaderData<StoreLayoutData>("layout-store");
  const vietnamese = useRouteLoaderData<StoreLayoutData>("vi/layout-store");
  const layout = english ?? vietnamese;
  if (isRouteErrorResponse(error) && error.data === storeUnavailable) return <StoreUnavailable />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status !== 404 ? messageOf(error) : undefined;
  if (!layout) return <ErrorPage status={status} message={message} error={isRouteErrorResponse(error) ? undefined : error} />;
  const ways = {
    searchAction: localePath("/store/:account?/products", { account: layout.account }),
    back: {
      to: localePath("/store/:account?", { account: layout.account }),
      label: t("storefront:notFound.backToStore", { name: layout.store.name }),
    },
  };
  return (
    <StoreShell data={layout}>
      <ErrorPage status={status} message={message} error={isRouteErrorResponse(error) ? undefined : error} inLayout ways={ways} />
    </StoreShell>
  );
}
