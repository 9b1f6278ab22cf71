import type account from "../locales/en/account.json";
import type admin from "../locales/en/admin.json";
import type auth from "../locales/en/auth.json";
import type cards from "../locales/en/cards.json";
import type common from "../locales/en/common.json";
import type contracts from "../locales/en/contracts.json";
import type dashboard from "../locales/en/dashboard.json";
import type errors from "../locales/en/errors.json";
import type landing from "../locales/en/landing.json";
import type orders from "../locales/en/orders.json";
import type packagesNs from "../locales/en/packages.json";
import type productsNs from "../locales/en/products.json";
import type store from "../locales/en/store.json";
import type storefront from "../locales/en/storefront.json";
import type validation from "../locales/en/validation.json";
import type wallet from "../locales/en/wallet.json";

// Translation keys are typed from the English files (the locale test keeps Vietnamese in step):
// a key that does not exist fails `tsc`.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: [
      "common",
      "account",
      "admin",
      "auth",
      "dashboard",
      "errors",
      "landing",
      "orders",
      "store",
      "validation",
      "wallet",
      "products",
      "cards",
      "packages",
      "contracts",
      "storefront",
    ];
    resources: {
      account: typeof account;
      admin: typeof admin;
      auth: typeof auth;
      cards: typeof cards;
      common: typeof common;
      contracts: typeof contracts;
      dashboard: typeof dashboard;
      errors: typeof errors;
      landing: typeof landing;
      orders: typeof orders;
      packages: typeof packagesNs;
      products: typeof productsNs;
      store: typeof store;
      storefront: typeof storefront;
      validation: typeof validation;
      wallet: typeof wallet;
    };
  }
}
