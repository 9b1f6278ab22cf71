import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Every page exists twice: in English without a prefix and in Vietnamese under /vi. The same
 * module serves both; the Vietnamese copy gets ids prefixed "vi/".
 */
type Lang = "en" | "vi";

function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => ({ id: lang === "en" ? name : `vi/${name}` });
  // A page another issue builds: the shared stub shows its layout and its title for now.
  const stub = (path: string, name: string, file = "routes/page-stub.tsx") => route(path, file, id(name));

  return [
    index("routes/public/home.tsx", id("home")),
    route("change-language", "routes/public/change-language.ts", id("change-language")),

    layout("routes/layouts/guest-welcome.tsx", id("layout-guest-welcome"), [
      route("login", "routes/auth/login.tsx", id("login")),
      route("sign_up", "routes/auth/sign-up.tsx", id("sign_up")),
    ]),
    layout("routes/layouts/guest-centered.tsx", id("layout-guest-centered"), [
      route("reset-password", "routes/auth/reset-password.tsx", id("reset-password")),
      route("new-password/:token?", "routes/auth/new-password.tsx", id("new-password")),
      route("active-account/:id?/:code?", "routes/auth/active-account.tsx", id("active-account")),
    ]),
    route("logout", "routes/auth/logout.ts", id("logout")),

    layout("routes/layouts/dashboard.tsx", id("layout-dashboard"), [
      route("dashboard", "routes/dashboard/overview.tsx", id("dashboard")),
      route("notifications", "routes/dashboard/notifications.tsx", id("notifications")),
      route("menu", "routes/dashboard/menu.tsx", id("menu")),
      route("profile", "routes/dashboard/profile.tsx", id("profile")),
      stub("cards", "cards"),
      stub("deposite", "deposite"),
      stub("deposite-ccm", "deposite-ccm"),
      stub("deposite-zafi", "deposite-zafi"),
      stub("invest-usdt", "invest-usdt"),
      stub("packages", "packages"),
      stub("products", "products"),
      stub("products/id_old", "products-id_old"),
      stub("products/:id", "products-id"),
      stub("refs", "refs"),
      stub("signature", "signature"),
      stub("transfer-point", "transfer-point"),
      stub("user-orders/:id?", "user-orders"),
      stub("withdraw", "withdraw"),
      stub("withdraw-ccm", "withdraw-ccm"),
      stub("orders/:id", "orders-id"),
      stub("orders/:id?/contract", "orders-contract"),
      layout("routes/layouts/staff.tsx", id("layout-staff"), [
        stub("staff/user-orders/:id?", "staff-user-orders"),
        stub("staff/withdraw-ccm", "staff-withdraw-ccm"),
      ]),
    ]),

    layout("routes/layouts/admin.tsx", id("layout-admin"), [
      ...prefix("admin", [
        index("routes/admin/overview.tsx", id("admin")),
        route("users", "routes/admin/users.tsx", id("admin-users")),
        route("categories", "routes/admin/categories.tsx", id("admin-categories")),
        stub("users/:id", "admin-users-id"),
        stub("cards", "admin-cards"),
        stub("cards/:id", "admin-cards-id"),
        stub("deposite-ccm", "admin-deposite-ccm"),
        stub("orders", "admin-orders"),
        stub("orders/:id", "admin-orders-id"),
        stub("orders/:id/contract", "admin-orders-contract"),
        stub("packages", "admin-packages"),
        stub("packages/:id", "admin-packages-id"),
        stub("products", "admin-products"),
        stub("products/:id", "admin-products-id"),
        stub("shops", "admin-shops"),
        stub("shops/:id", "admin-shops-id"),
        stub("transactions", "admin-transactions"),
        stub("transactions/:id", "admin-transactions-id"),
        stub("user-products/:id?", "admin-user-products"),
        stub("withdraw", "admin-withdraw"),
        stub("withdraw-ccm", "admin-withdraw-ccm"),
      ]),
    ]),

    layout("routes/layouts/store.tsx", id("layout-store"), [
      route("store/:account?", "routes/store/home.tsx", id("store-account")),
      stub("store/:account?/cards", "store-account-cards"),
      stub("store/:account?/cards/:id", "store-account-cards-id"),
      stub("store/:account?/cart", "store-account-cart"),
      stub("store/:account?/products", "store-account-products"),
      stub("store/:account?/products/:id", "store-account-products-id"),
      stub("store/:account?/categories/:id?", "store-account-categories"),
      stub("ccm-store", "ccm-store"),
      stub("check-order", "check-order"),
      stub("shop-system", "shop-system"),
    ]),
    layout("routes/layouts/store-member.tsx", id("layout-store-member"), [stub("buy-products", "buy-products")]),

    route("*", "routes/public/not-found.tsx", id("not-found")),
  ];
}

export default [
  ...prefix("vi", pages("vi")),
  ...pages("en"),
  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/logout", "routes/api/auth.logout.ts"),
  route("api/auth/refresh", "routes/api/auth.refresh.ts"),
  route("api/auth/user", "routes/api/auth.user.ts"),
  route("api/users/check-account", "routes/api/users.check-account.ts"),
  route("api/user/update", "routes/api/user.update.ts"),
  route("api/user/change_password", "routes/api/user.change-password.ts"),
  route("api/notifications", "routes/api/notifications.ts"),
  route("api/notifications/readed-all", "routes/api/notifications.readed-all.ts"),
  route("api/admin/categories", "routes/api/admin.categories.ts"),
  route("api/admin/categories/save", "routes/api/admin.categories.save.ts"),
  // Store API (catalogue, cart, checkout, orders) goes here.
  // Wallet API (wallet, transactions, transfers, deposits, withdrawals) goes here.
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
