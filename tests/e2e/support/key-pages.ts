/**
 * The key pages of each role, walked by phones.spec.ts (they fit a phone) and figures.spec.ts (their
 * figures are the reader's): one list, so a page added here is checked by both. Paths without the
 * language prefix.
 */
/** The pages phones.spec.ts opens one after another (it opens the others with checks of their own). */
export const plainKeyPages = {
  guest: ["/store/member01", "/store", "/ccm-store", "/check-order", "/shop-system", "/store/default/cards"],
  member: [
    "/deposite",
    "/deposite-ccm",
    "/withdraw",
    "/withdraw-ccm",
    "/transfer-point",
    "/statement",
    "/cards",
    "/refs",
    "/packages",
    "/products",
    "/products/new",
    "/notifications",
    "/profile",
    "/signature",
    "/two-factor",
    "/menu",
  ],
  admin: [
    "/admin/withdraw-ccm",
    "/admin/transactions",
    "/admin/products",
    // A product's form: its picture field beside the thumbnail.
    "/admin/products/2",
    "/store-settings",
    "/admin/user-products?state=all",
    "/admin/cards",
    "/admin/cards/offers",
    "/admin/shops",
    "/admin/packages",
    "/admin/audit",
    "/admin/settings",
    "/admin/categories",
    "/staff/withdraw-ccm",
    "/staff/user-orders",
  ],
};

/** Every key page of each role. */
export const keyPages = {
  guest: ["/", "/login", "/sign_up", "/store/member01/products", "/store/member01/cart", ...plainKeyPages.guest],
  member: ["/dashboard", "/user-orders", ...plainKeyPages.member],
  admin: [
    "/admin",
    "/admin/deposite-ccm?status=pending",
    "/admin/withdraw?status=pending",
    "/admin/orders",
    "/admin/users",
    ...plainKeyPages.admin,
  ],
};
