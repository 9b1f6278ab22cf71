import type { LeafRoute } from "./route-list";
import type { Role } from "./sessions";

/** One answer, or several separated by "|": a status, or "→/path" for a redirect. */
export type Outcome = string;
type Kind = "get" | "data" | "post";

/**
 * Who may open a page. Every page of app/routes.ts is listed by its English route id; the
 * Vietnamese twin (id "vi/…") expects the same with /vi in front of redirects.
 */
type Access =
  | "public"
  | "legacyProducts"
  | "media"
  | "guestOnly"
  | "loginSecondStep"
  | "member"
  | "staff"
  | "backOffice"
  | "admin"
  | "logout"
  | "changeLanguage"
  | "notFound";

const pageAccess: Record<string, Access> = {
  home: "public",
  "change-language": "changeLanguage",
  login: "guestOnly",
  sign_up: "guestOnly",
  "login-two-factor": "loginSecondStep",
  "reset-password": "public",
  "new-password": "public",
  "active-account": "public",
  logout: "logout",
  dashboard: "member",
  notifications: "member",
  menu: "member",
  profile: "member",
  "store-settings": "member",
  "two-factor": "member",
  cards: "member",
  deposite: "member",
  "deposite-ccm": "member",
  "deposite-zafi": "member",
  "invest-usdt": "member",
  packages: "member",
  // Stored images: anyone may read one; a name nobody stored is 404.
  "media/*": "media",
  // For crawlers (decision 244): anyone may read them; an unknown sitemap file is 404.
  "robots.txt": "public",
  "sitemap.xml": "public",
  "sitemaps/:file": "public",
  products: "member",
  "products-new": "member",
  "products-id_old": "legacyProducts",
  "products-id": "member",
  refs: "member",
  signature: "member",
  "transfer-point": "member",
  "receipts-id": "member",
  "receipts-deposits-id": "member",
  statement: "member",
  "statement-csv": "member",
  "user-orders": "member",
  withdraw: "member",
  "withdraw-ccm": "member",
  "orders-id": "member",
  "orders-contract": "member",
  "orders-contract-pdf": "member",
  "staff-user-orders": "staff",
  "staff-withdraw-ccm": "staff",
  admin: "admin",
  "admin-users": "backOffice",
  "admin-categories": "admin",
  "admin-users-id": "backOffice",
  "admin-cards": "admin",
  "admin-cards-id": "admin",
  "admin-cards-csv": "admin",
  "admin-cards-offers": "admin",
  "admin-cards-offers-id": "admin",
  "admin-deposite-ccm": "admin",
  "admin-orders": "admin",
  "admin-orders-csv": "admin",
  "admin-transactions-csv": "admin",
  "admin-users-csv": "admin",
  "admin-audit-csv": "admin",
  "admin-audit": "admin",
  "admin-mails": "admin",
  "admin-orders-id": "admin",
  "admin-orders-contract": "admin",
  "admin-orders-contract-pdf": "admin",
  "admin-packages": "admin",
  "admin-packages-id": "admin",
  "admin-products": "admin",
  "admin-products-id": "admin",
  "admin-shops": "admin",
  "admin-shops-id": "admin",
  "admin-transactions": "admin",
  "admin-transactions-id": "admin",
  "admin-user-products": "admin",
  "admin-withdraw": "admin",
  "admin-withdraw-ccm": "admin",
  "admin-settings": "admin",
  "store-account": "public",
  "store-account-cards": "public",
  "store-account-cards-id": "public",
  "store-account-cart": "public",
  "store-account-products": "public",
  "store-account-products-id": "public",
  "store-account-categories": "public",
  "ccm-store": "public",
  "check-order": "public",
  "store-account-check-order": "public",
  "shop-system": "public",
  "buy-products": "member",
  "not-found": "notFound",
};

/**
 * What a role that passes the guard sees: the page (or 404: the probes use ids nobody owns), and
 * for an action 415 (the probe posts JSON, which no form action takes: nothing can change).
 */
const passes = (kind: Kind) => (kind === "post" ? "400|415|404" : "200|404");

function pageOutcome(access: Access, role: Role, kind: Kind): Outcome {
  const signedIn = role !== "guest";
  switch (access) {
    case "public":
      return passes(kind);
    case "notFound":
      return kind === "post" ? "404|415" : "404";
    case "changeLanguage":
      return "404";
    case "loginSecondStep":
      // Only within five minutes of a right password (a signed cookie): never for these clients.
      return "→/login";
    case "logout":
      return kind === "post" ? "→/login" : "→/dashboard";
    case "guestOnly":
      // Signed in: sent to the dashboard, or (a post) refused for its JSON body first.
      if (!signedIn) return passes(kind);
      return kind === "post" ? "→/dashboard|400|415" : "→/dashboard";
    case "member":
      return signedIn ? passes(kind) : "→/login";
    case "media":
      // A data request carries the 404 inside its (200) single-fetch answer.
      return kind === "get" ? "404" : "200|404";
    case "legacyProducts":
      if (!signedIn) return "→/login";
      return kind === "post" ? passes(kind) : "→/products";
    case "staff":
      if (!signedIn) return "→/login";
      return role === "staff" || role === "admin" ? passes(kind) : "→/dashboard";
    case "backOffice":
      if (!signedIn) return "→/login";
      return role === "mod" || role === "admin" ? passes(kind) : "→/";
    case "admin":
      if (!signedIn) return "→/login";
      if (role === "admin") return passes(kind);
      return role === "mod" ? "→/admin/users" : "→/";
  }
}

/** Actions that take no fields at all, so the probe's body is not refused: "mark all as read". */
const fieldless = new Set(["notifications"]);

export function expectedPage(route: LeafRoute, role: Role, kind: Kind): Outcome | undefined {
  const vi = route.id.startsWith("vi/");
  const id = vi ? route.id.slice(3) : route.id;
  const access = pageAccess[id];
  if (!access) return undefined;
  let outcome = pageOutcome(access, role, kind);
  if (kind === "post" && fieldless.has(id) && !outcome.startsWith("→")) outcome = "200|302|400|415";
  if (!vi) return outcome;
  return outcome.replace(/→\/(\S*)/, (_m, rest: string) => (rest ? `→/vi/${rest}` : "→/vi"));
}

/**
 * The JSON API: who may call each endpoint. `user`: any signed-in member (401 without a token);
 * `admin`: 403 for everyone else signed in; `staffOrAdmin` likewise for staff too.
 */
type ApiAccess = "public" | "user" | "admin" | "staffOrAdmin" | "backOffice" | "notFound";

const apiAccess: Record<string, ApiAccess> = {
  "/api/auth/login": "public",
  "/api/auth/logout": "user",
  "/api/auth/refresh": "user",
  "/api/auth/user": "user",
  "/api/users/check-account": "public",
  "/api/user/update": "user",
  "/api/store-settings/bank": "user",
  "/api/user/change_password": "user",
  "/api/notifications": "user",
  "/api/notifications/readed-all": "user",
  "/api/admin/categories": "public",
  "/api/admin/categories/save": "admin",
  "/api/store/:account/products": "public",
  "/api/store/:account/products/:id": "public",
  "/api/store/:account/carts": "public",
  "/api/carts/:id": "public",
  "/api/carts/:id/checkout": "public",
  "/api/orders/check": "public",
  "/api/orders": "user",
  "/api/orders/:id": "user",
  "/api/orders/:id/status": "user",
  "/api/orders/:id/contract": "user",
  "/api/orders/:id/contract/sign": "user",
  "/api/orders/:id/contract.pdf": "user",
  "/api/signature": "user",
  "/api/admin/orders": "admin",
  "/api/admin/overview": "admin",
  "/api/wallet": "user",
  "/api/transactions": "user",
  "/api/transfers": "user",
  "/api/deposits": "user",
  "/api/withdrawals": "user",
  "/api/withdrawals/:id/cancel": "user",
  "/api/admin/deposits": "admin",
  "/api/admin/deposits/:id/:decision": "admin",
  "/api/admin/withdrawals": "staffOrAdmin",
  "/api/admin/withdrawals/:id/:decision": "staffOrAdmin",
  "/api/admin/transactions": "admin",
  "/api/uploads": "user",
  "/api/products": "user",
  "/api/products/:id": "user",
  "/api/products/:id/:action?": "user",
  "/api/admin/user-products": "admin",
  "/api/admin/products": "admin",
  "/api/admin/products/:id": "admin",
  "/api/admin/user-products/:id?/:decision?": "admin",
  "/api/buy-products": "user",
  "/api/admin/users": "backOffice",
  "/api/admin/users/:id": "backOffice",
  "/api/admin/users/:id/:action": "backOffice",
  "/api/admin/audit": "admin",
  "/api/admin/audit/chain-check": "admin",
  "/api/cards": "user",
  "/api/store/:account/cards": "public",
  "/api/store/:account/cards/:id": "public",
  "/api/store/:account/cards/:id/buy": "user",
  "/api/admin/cards": "admin",
  "/api/admin/cards.csv": "admin",
  "/api/admin/cards/:id": "admin",
  "/api/admin/cards/:id/:action?": "admin",
  "/api/admin/card-offers": "admin",
  "/api/admin/card-offers/:id": "admin",
  "/api/packages": "user",
  "/api/packages/purchases": "user",
  "/api/packages/purchases/:id": "user",
  "/api/packages/:id/buy": "user",
  "/api/admin/packages": "admin",
  "/api/admin/packages/purchases": "admin",
  "/api/admin/packages/purchases/:id/refund": "admin",
  "/api/admin/packages/purchases/:id/refund/:decision": "admin",
  "/api/admin/packages/:id": "admin",
  "/api/refs": "user",
  // The OpenAPI document and its viewer (decision 248): anyone may read them.
  "/api/openapi.json": "public",
  "/api/docs": "public",
  "/api/docs/redoc.standalone.js": "public",
  "/api/*": "notFound",
};

/** The endpoints that answer GET; every other one answers 405 to a GET, before any guard. */
const readable = new Set([
  "/api/auth/user",
  "/api/store-settings/bank",
  "/api/users/check-account",
  "/api/notifications",
  "/api/admin/categories",
  "/api/store/:account/products",
  "/api/store/:account/products/:id",
  "/api/carts/:id",
  "/api/orders",
  "/api/orders/:id",
  "/api/orders/:id/contract",
  "/api/orders/:id/contract.pdf",
  "/api/signature",
  "/api/admin/orders",
  "/api/admin/overview",
  "/api/wallet",
  "/api/transactions",
  "/api/deposits",
  "/api/withdrawals",
  "/api/admin/deposits",
  "/api/admin/withdrawals",
  "/api/admin/transactions",
  "/api/products",
  "/api/products/:id",
  "/api/admin/user-products",
  "/api/admin/products",
  "/api/admin/products/:id",
  "/api/buy-products",
  "/api/admin/users",
  "/api/admin/users/:id",
  "/api/admin/audit",
  "/api/cards",
  "/api/store/:account/cards",
  "/api/store/:account/cards/:id",
  "/api/admin/cards",
  "/api/admin/cards.csv",
  "/api/admin/cards/:id",
  "/api/admin/card-offers",
  "/api/admin/card-offers/:id",
  "/api/packages",
  "/api/packages/purchases",
  "/api/packages/purchases/:id",
  "/api/admin/packages",
  "/api/admin/packages/purchases",
  "/api/admin/packages/:id",
  "/api/refs",
  "/api/openapi.json",
  "/api/docs",
  "/api/docs/redoc.standalone.js",
  "/api/*",
]);

/**
 * Past the guard: a read answers 200 (or 404 for the ids nobody owns); a write answers 400/415/422
 * because the probe's body is not JSON, or 404 for those ids; reads and writes of the wrong method
 * answer 405. Logging out and refreshing a token take no body and answer 200; the audit chain's
 * "Check now" takes none either and answers 202 (it queues a walk that only reads).
 */
function apiPasses(pattern: string, kind: "get" | "post", hasAction: boolean): Outcome {
  if (kind === "get") return readable.has(pattern) ? "200|404" : "405";
  if (!hasAction) return "405";
  if (/\/api\/auth\/(logout|refresh)$/.test(pattern) || pattern === "/api/notifications/readed-all") return "200";
  if (pattern === "/api/store/:account/carts") return "201|400|415";
  if (pattern === "/api/admin/audit/chain-check") return "202";
  return "400|404|415|422";
}

export function expectedApi(route: LeafRoute, role: Role, kind: "get" | "post"): Outcome | undefined {
  const access = apiAccess[route.pattern];
  if (!access) return undefined;
  const passes = apiPasses(route.pattern, kind, route.hasAction);
  // A wrong method is answered before anyone is asked who they are.
  if (passes === "405") return "405";
  switch (access) {
    case "public":
      return passes;
    case "notFound":
      return "404";
    case "user":
      return role === "guest" ? "401" : passes;
    case "admin":
      if (role === "guest") return "401";
      return role === "admin" ? passes : "403";
    case "staffOrAdmin":
      if (role === "guest") return "401";
      return role === "admin" || role === "staff" ? passes : "403";
    case "backOffice":
      if (role === "guest") return "401";
      return role === "admin" || role === "mod" ? passes : "403";
  }
}
