import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";

import { buttonClass } from "~/components/ui/button";
import type { CartLine, PricedCart } from "~/domain/orders";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { Prices } from "./prices";
import { ProductImage } from "./product-image";

/** The one fetcher every Add to cart form of the page shares: the notification reads its answer. */
export const addToCartFetcherKey = "add-to-cart";

/** What the cart answers an add sent by a page whose scripts run (decision 204). */
export interface CartAddition {
  /** The product's line as the cart now holds it (name in the page's language, the cart's quantity). */
  line: CartLine;
  totals: PricedCart["totals"];
  /** How many items the cart holds. */
  count: number;
}

/**
 * The panel's top: just below the header while the header is in view, 16 px from the window's top
 * once it has scrolled away. Followed while the page scrolls, so the panel never covers the header
 * (its cart link) when the shopper scrolls back up.
 */
function useTopBelowHeader(open: boolean): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const place = () =>
      setTop(Math.max(16, ...[...document.querySelectorAll("header")].map((h) => h.getBoundingClientRect().bottom + 8)));
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [open]);
  return top;
}

/** The Add button of the product's first form on the page, where focus goes back when the panel is closed. */
function addButtonOf(productId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-add-to-cart="${productId}"] button[type="submit"]`);
}

/**
 * After Add to cart (JavaScript on), as Shopify's Dawn does: a panel below the header with the line
 * just added, the cart's subtotal, "View cart" and "Check out". Focus moves to it (a screen reader
 * reads its title); the close button and Escape close it and give focus back to the Add button; a
 * click elsewhere or another page closes it too. Without JavaScript the add lands on the cart page.
 */
export function CartNotification({ account }: { account: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const fetcher = useFetcher<{ added?: CartAddition }>({ key: addToCartFetcherKey });
  const answer = fetcher.state === "idle" ? fetcher.data?.added : undefined;
  const [shown, setShown] = useState<CartAddition | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const top = useTopBelowHeader(shown !== null);

  // A new answer opens the panel; the same answer seen again (revalidation) does not.
  useEffect(() => setShown(answer ?? null), [answer]);
  // Another page closes it.
  useEffect(() => setShown(null), [location.key]);
  useEffect(() => {
    if (shown) panel.current?.focus({ preventScroll: true });
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setShown(null);
      addButtonOf(shown.line.product.id)?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) setShown(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [shown]);

  if (!shown) return null;
  const { line, totals, count } = shown;
  const cartPath = localePath("/store/:account?/cart", { account });
  const close = () => {
    setShown(null);
    addButtonOf(line.product.id)?.focus();
  };
  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby="cart-notification-title"
      tabIndex={-1}
      style={top === null ? undefined : { top }}
      className="fixed top-40 right-4 left-4 z-40 rounded-lg border border-slate-200 bg-white p-4 shadow-xl outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:left-auto sm:w-96"
      data-testid="cart-notification"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="cart-notification-title" className="flex items-center gap-2 font-semibold text-emerald-800">
          <svg viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor" aria-hidden="true">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          {t("store:cart.added")}
        </h2>
        <button
          type="button"
          onClick={close}
          className="-m-2 rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          data-testid="cart-notification-close"
        >
          <span aria-hidden="true">✕</span>
          <span className="sr-only">{t("storefront:cart.notification.close")}</span>
        </button>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <ProductImage
          src={line.product.thumbnail}
          alt=""
          sizes="80px"
          className="h-15 w-20 shrink-0 rounded border border-slate-200"
        />
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900" data-testid="cart-notification-name">
            {line.product.name}
          </p>
          <p className="text-sm text-slate-600" data-testid="cart-notification-quantity">
            {t("storefront:cart.notification.quantity", { quantity: line.quantity })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex items-start justify-between gap-3 border-t border-slate-200 pt-3 text-sm">
        <span className="font-semibold">{t("storefront:cart.notification.subtotal")}</span>
        <Prices
          usd={totals.usd}
          vnd={totals.vnd}
          ccm={totals.ccm}
          className="items-end text-right"
          testId="cart-notification-subtotal"
        />
      </div>
      <div className="mt-4 grid gap-2">
        <Link to={cartPath} className={buttonClass({ variant: "secondary", block: true })}>
          {t("storefront:cart.notification.viewCart", { count })}
        </Link>
        <Link to={`${cartPath}#checkout`} className={buttonClass({ block: true })}>
          {t("orders:checkout.title")}
        </Link>
      </div>
    </div>
  );
}
