import { Logo } from "~/components/logo";
import { StoreSearch } from "~/components/store/store-search";
import { NavList } from "~/components/ui/nav-list";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { CartLink } from "./cart-link";
import { MobileMenu } from "./mobile-menu";
import { StoreTopBar } from "./store-top-bar";

interface StoreHeaderProps {
  account: string;
  userName: string | null;
  cartCount: number;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-medium ${isActive ? "text-emerald-700" : "text-slate-700 hover:text-emerald-700"}`;

/** The full store header (specification "Menus": Store header, full). */
type StoreMenuKey = "home" | "cards" | "products" | "shop" | "checkOrder" | "shopSystem";

export function StoreHeader({ account, userName, cartCount }: StoreHeaderProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const home = localePath("/store/:account?", { account });
  const menu = [
    { to: home, key: "home", end: true },
    { to: localePath("/store/:account?/cards", { account: account }), key: "cards" },
    { to: localePath("/store/:account?/products", { account: account }), key: "products" },
    { to: localePath("/ccm-store"), key: "shop" },
    { to: localePath("/check-order"), key: "checkOrder" },
    { to: localePath("/shop-system"), key: "shopSystem" },
  ] satisfies { to: string; key: StoreMenuKey; end?: boolean }[];
  const mobile = [
    { to: home, key: "home", end: true },
    { to: localePath("/store/:account?/products", { account: account }), key: "products" },
    { to: localePath("/store/:account?/cards", { account: account }), key: "cards" },
    { to: localePath("/ccm-store"), key: "shop" },
  ] satisfies { to: string; key: StoreMenuKey; end?: boolean }[];
  const navItem = (item: { to: string; key: StoreMenuKey; end?: boolean }) => ({
    to: item.to,
    end: item.end,
    label: t(`store:menu.${item.key}`),
  });
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white" data-testid="store-header">
      <StoreTopBar userName={userName} />
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <MobileMenu className="lg:hidden" testId="store-mobile-menu">
          <NavList className="space-y-1" linkClass={linkClass} items={mobile.map(navItem)}>
            <li>
              <span className="block px-3 py-2 text-sm font-medium text-slate-700" data-testid="menu-news">
                {t("store:menu.news")}
              </span>
            </li>
          </NavList>
        </MobileMenu>
        <Logo to={home} />
        <nav className="hidden flex-1 lg:block" aria-label={t("store:menu.label")} data-testid="store-menu">
          <NavList className="flex items-center gap-1" linkClass={linkClass} items={menu.map(navItem)} />
        </nav>
        <div className="ml-auto">
          <CartLink to={localePath("/store/:account?/cart", { account: account })} count={cartCount} />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl justify-end px-4 pb-3">
        <StoreSearch action={localePath("/store/:account?/products", { account })} />
      </div>
    </header>
  );
}
