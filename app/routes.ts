import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Every page exists twice: in English without a prefix and in Vietnamese under /vi. The same
 * module serves both; the Vietnamese copy gets ids prefixed "vi/".
 */
type Lang = "en" | "vi";

function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => ({ id: lang === "en" ? name : `vi/${name}` });

  return [
    index("routes/public/home.tsx", id("home")),
    route("change-language", "routes/public/change-language.ts", id("change-language")),

    layout("routes/layouts/guest-welcome.tsx", id("layout-guest-welcome"), [
      route("login", "routes/auth/login.tsx", id("login")),
      route("sign_up", "routes/auth/sign-up.tsx", id("sign_up")),
      route("login/two-factor", "routes/auth/login-two-factor.tsx", id("login-two-factor")),
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
      route("store-settings", "routes/dashboard/store-settings.tsx", id("store-settings")),
      route("two-factor", "routes/dashboard/two-factor.tsx", id("two-factor")),
      route("cards", "routes/dashboard/cards.tsx", id("cards")),
      route("deposite", "routes/dashboard/deposite.tsx", id("deposite")),
      route("deposite-ccm", "routes/dashboard/deposite-coin.tsx", id("deposite-ccm")),
      route("deposite-zafi", "routes/dashboard/deposite-coin.tsx", id("deposite-zafi")),
      route("invest-usdt", "routes/dashboard/deposite-coin.tsx", id("invest-usdt")),
      route("packages", "routes/dashboard/packages.tsx", id("packages")),
      route("products", "routes/dashboard/products.tsx", id("products")),
      route("products/new", "routes/dashboard/product-new.tsx", id("products-new")),
      route("products/id_old", "routes/dashboard/products-id-old.ts", id("products-id_old")),
      route("products/:id", "routes/dashboard/product-edit.tsx", id("products-id")),
      route("receipts/:id", "routes/dashboard/receipt.tsx", id("receipts-id")),
      route("receipts/deposits/:id", "routes/dashboard/deposit-receipt.tsx", id("receipts-deposits-id")),
      route("refs", "routes/dashboard/refs.tsx", id("refs")),
      route("signature", "routes/dashboard/signature.tsx", id("signature")),
      route("statement", "routes/dashboard/statement.tsx", id("statement")),
      // A download (resource route): the layout's sign-in guard runs for it too.
      route("statement.csv", "routes/dashboard/statement-csv.ts", id("statement-csv")),
      route("transfer-point", "routes/dashboard/transfer-point.tsx", id("transfer-point")),
      route("user-orders/:id?", "routes/dashboard/user-orders.tsx", id("user-orders")),
      route("withdraw", "routes/dashboard/withdraw.tsx", id("withdraw")),
      route("withdraw-ccm", "routes/dashboard/withdraw.tsx", id("withdraw-ccm")),
      route("orders/:id", "routes/orders/order.tsx", id("orders-id")),
      route("orders/:id?/contract", "routes/orders/contract.tsx", id("orders-contract")),
      route("orders/:id/contract.pdf", "routes/orders/contract-pdf.ts", id("orders-contract-pdf")),
      layout("routes/layouts/staff.tsx", id("layout-staff"), [
        route("staff/user-orders/:id?", "routes/staff/user-orders.tsx", id("staff-user-orders")),
        route("staff/withdraw-ccm", "routes/staff/withdraw-ccm.tsx", id("staff-withdraw-ccm")),
      ]),
    ]),

    // The back office: admins and moderators; moderators see the users pages only.
    layout("routes/layouts/admin.tsx", id("layout-admin"), [
      ...prefix("admin", [
        route("users", "routes/admin/users.tsx", id("admin-users")),
        route("users/:id", "routes/admin/users-id.tsx", id("admin-users-id")),
      ]),
      layout("routes/layouts/admin-only.tsx", id("layout-admin-only"), [
        ...prefix("admin", [
          // Downloads are resource routes: the guards above run for them too (no layout renders).
          route("orders.csv", "routes/admin/orders-csv.ts", id("admin-orders-csv")),
          route("transactions.csv", "routes/admin/transactions-csv.ts", id("admin-transactions-csv")),
          route("users.csv", "routes/admin/users-csv.ts", id("admin-users-csv")),
          route("audit.csv", "routes/admin/audit-csv.ts", id("admin-audit-csv")),
          route("audit", "routes/admin/audit.tsx", id("admin-audit")),
          route("mails", "routes/admin/mails.tsx", id("admin-mails")),
          route("cards.csv", "routes/admin/cards-csv.ts", id("admin-cards-csv")),
          index("routes/admin/overview.tsx", id("admin")),
          route("categories", "routes/admin/categories.tsx", id("admin-categories")),
          route("cards", "routes/admin/cards.tsx", id("admin-cards")),
          route("cards/:id", "routes/admin/card.tsx", id("admin-cards-id")),
          route("cards/offers", "routes/admin/card-offers.tsx", id("admin-cards-offers")),
          route("cards/offers/:id", "routes/admin/card-offer.tsx", id("admin-cards-offers-id")),
          route("deposite-ccm", "routes/admin/deposite-ccm.tsx", id("admin-deposite-ccm")),
          route("orders", "routes/admin/orders.tsx", id("admin-orders")),
          route("orders/:id", "routes/orders/order.tsx", id("admin-orders-id")),
          route("orders/:id/contract", "routes/orders/contract.tsx", id("admin-orders-contract")),
          route("orders/:id/contract.pdf", "routes/orders/contract-pdf.ts", id("admin-orders-contract-pdf")),
          route("packages", "routes/admin/packages.tsx", id("admin-packages")),
          route("packages/:id", "routes/admin/package.tsx", id("admin-packages-id")),
          route("products", "routes/admin/system-products.tsx", id("admin-products")),
          route("products/:id", "routes/admin/system-product.tsx", id("admin-products-id")),
          route("shops", "routes/admin/shops.tsx", id("admin-shops")),
          route("shops/:id", "routes/admin/shops-detail.tsx", id("admin-shops-id")),
          route("transactions", "routes/admin/transactions.tsx", id("admin-transactions")),
          route("transactions/:id", "routes/admin/transactions-id.tsx", id("admin-transactions-id")),
          route("user-products/:id?", "routes/admin/user-products.tsx", id("admin-user-products")),
          route("withdraw", "routes/admin/withdraw.tsx", id("admin-withdraw")),
          route("withdraw-ccm", "routes/admin/withdraw.tsx", id("admin-withdraw-ccm")),
          route("settings", "routes/admin/settings.tsx", id("admin-settings")),
        ]),
      ]),
    ]),

    layout("routes/layouts/store.tsx", id("layout-store"), [
      route("store/:account?", "routes/store/home.tsx", id("store-account")),
      route("store/:account?/cards", "routes/store/cards.tsx", id("store-account-cards")),
      route("store/:account?/cards/:id", "routes/store/card.tsx", id("store-account-cards-id")),
      route("store/:account?/cart", "routes/store/cart.tsx", id("store-account-cart")),
      // A guest's order confirmation under the store's own header (decision 187): the check-order page.
      route("store/:account?/check-order", "routes/public/check-order.tsx", id("store-account-check-order")),
      route("store/:account?/products", "routes/store/products.tsx", id("store-account-products")),
      route("store/:account?/products/:id", "routes/store/product.tsx", id("store-account-products-id")),
      route("store/:account?/categories/:id?", "routes/store/products.tsx", id("store-account-categories")),
      route("ccm-store", "routes/public/ccm-store.tsx", id("ccm-store")),
      route("check-order", "routes/public/check-order.tsx", id("check-order")),
      route("shop-system", "routes/store/products.tsx", id("shop-system")),
    ]),
    layout("routes/layouts/store-member.tsx", id("layout-store-member"), [
      route("buy-products", "routes/store/buy-products.tsx", id("buy-products")),
    ]),

    route("*", "routes/public/not-found.tsx", id("not-found")),
  ];
}

export default [
  // Stored images: not a page path, so no folder of pictures ever shadows a page.
  route("media/*", "routes/public/media.ts"),
  // For crawlers (decision 244): an index of the stores', categories' and products' sitemaps.
  route("robots.txt", "routes/public/robots.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("sitemaps/:file", "routes/public/sitemap-file.ts"),
  ...prefix("vi", pages("vi")),
  ...pages("en"),
  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/logout", "routes/api/auth.logout.ts"),
  route("api/auth/refresh", "routes/api/auth.refresh.ts"),
  route("api/auth/user", "routes/api/auth.user.ts"),
  route("api/users/check-account", "routes/api/users.check-account.ts"),
  route("api/user/update", "routes/api/user.update.ts"),
  route("api/user/change_password", "routes/api/user.change-password.ts"),
  route("api/store-settings/bank", "routes/api/store-settings.bank.ts"),
  route("api/notifications", "routes/api/notifications.ts"),
  route("api/notifications/readed-all", "routes/api/notifications.readed-all.ts"),
  route("api/admin/categories", "routes/api/admin.categories.ts"),
  route("api/admin/categories/save", "routes/api/admin.categories.save.ts"),
  // Store API (catalogue, cart, checkout, orders) goes here.
  route("api/store/:account/products", "routes/api/store.products.ts"),
  route("api/store/:account/products/:id", "routes/api/store.product.ts"),
  route("api/store/:account/carts", "routes/api/store.carts.ts"),
  route("api/carts/:id", "routes/api/cart.ts"),
  route("api/carts/:id/checkout", "routes/api/cart.checkout.ts"),
  route("api/orders/check", "routes/api/orders.check.ts"),
  route("api/orders", "routes/api/orders.ts"),
  route("api/orders/:id", "routes/api/orders.detail.ts"),
  route("api/orders/:id/status", "routes/api/orders.status.ts"),
  route("api/orders/:id/contract", "routes/api/orders.contract.ts"),
  route("api/orders/:id/contract/sign", "routes/api/orders.contract.sign.ts"),
  route("api/orders/:id/contract.pdf", "routes/api/orders.contract-pdf.ts"),
  route("api/signature", "routes/api/signature.ts"),
  route("api/admin/orders", "routes/api/admin.orders.ts"),
  route("api/admin/overview", "routes/api/admin.overview.ts"),
  // Wallet API (wallet, transactions, transfers, deposits, withdrawals) goes here.
  route("api/wallet", "routes/api/wallet.ts"),
  route("api/transactions", "routes/api/transactions.ts"),
  route("api/transfers", "routes/api/transfers.ts"),
  route("api/deposits", "routes/api/deposits.ts"),
  route("api/withdrawals", "routes/api/withdrawals.ts"),
  route("api/withdrawals/:id/cancel", "routes/api/withdrawals.cancel.ts"),
  route("api/admin/deposits", "routes/api/admin.wallet.deposits.ts"),
  route("api/admin/deposits/:id/:decision", "routes/api/admin.wallet.deposit-decision.ts"),
  route("api/admin/withdrawals", "routes/api/admin.wallet.withdrawals.ts"),
  route("api/admin/withdrawals/:id/:decision", "routes/api/admin.wallet.withdrawal-decision.ts"),
  route("api/admin/transactions", "routes/api/admin.wallet.transactions.ts"),
  route("api/uploads", "routes/api/uploads.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/products/:id/:action?", "routes/api/products.id.ts"),
  route("api/admin/user-products/:id?/:decision?", "routes/api/admin.user-products.ts"),
  route("api/admin/products", "routes/api/admin.products.ts"),
  route("api/admin/products/:id", "routes/api/admin.products.id.ts"),
  route("api/buy-products", "routes/api/buy-products.ts"),
  route("api/admin/users", "routes/api/admin.users.ts"),
  route("api/admin/users/:id", "routes/api/admin.users.id.ts"),
  route("api/admin/users/:id/:action", "routes/api/admin.users.action.ts"),
  route("api/admin/audit", "routes/api/admin.audit.ts"),
  route("api/cards", "routes/api/cards.ts"),
  route("api/store/:account/cards", "routes/api/store.cards.ts"),
  route("api/store/:account/cards/:id", "routes/api/store.card.ts"),
  route("api/store/:account/cards/:id/buy", "routes/api/store.card-buy.ts"),
  route("api/admin/cards", "routes/api/admin.cards.ts"),
  route("api/admin/cards.csv", "routes/api/admin.cards-csv.ts"),
  route("api/admin/cards/:id/:action?", "routes/api/admin.cards.id.ts"),
  route("api/admin/card-offers", "routes/api/admin.card-offers.ts"),
  route("api/admin/card-offers/:id", "routes/api/admin.card-offers.id.ts"),
  // Packages and referrals (issue 11).
  route("api/packages", "routes/api/packages.ts"),
  route("api/packages/purchases", "routes/api/packages.purchases.ts"),
  route("api/packages/purchases/:id", "routes/api/packages.purchases.id.ts"),
  route("api/packages/:id/buy", "routes/api/packages.buy.ts"),
  route("api/admin/packages", "routes/api/admin.packages.ts"),
  route("api/admin/packages/purchases", "routes/api/admin.packages.purchases.ts"),
  route("api/admin/packages/purchases/:id/refund", "routes/api/admin.packages.refund.ts"),
  route("api/admin/packages/:id", "routes/api/admin.packages.id.ts"),
  route("api/refs", "routes/api/refs.ts"),
  // The API's OpenAPI document and its reference page (decision 248).
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api/docs", "routes/api/docs.ts"),
  route("api/docs/redoc.standalone.js", "routes/api/docs.redoc.ts"),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
