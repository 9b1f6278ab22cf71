import { readFileSync } from "node:fs";
import path from "node:path";

type En<N extends string> = N extends "auth"
  ? typeof import("../../../locales/en/auth.json")
  : N extends "common"
    ? typeof import("../../../locales/en/common.json")
    : N extends "errors"
      ? typeof import("../../../locales/en/errors.json")
      : N extends "dashboard"
        ? typeof import("../../../locales/en/dashboard.json")
        : N extends "account"
          ? typeof import("../../../locales/en/account.json")
          : N extends "validation"
            ? typeof import("../../../locales/en/validation.json")
            : N extends "store"
              ? typeof import("../../../locales/en/store.json")
              : N extends "orders"
                ? typeof import("../../../locales/en/orders.json")
                : N extends "wallet"
                  ? typeof import("../../../locales/en/wallet.json")
                  : N extends "products"
                    ? typeof import("../../../locales/en/products.json")
                    : N extends "cards"
                      ? typeof import("../../../locales/en/cards.json")
                      : N extends "packages"
                        ? typeof import("../../../locales/en/packages.json")
                        : N extends "admin"
                          ? typeof import("../../../locales/en/admin.json")
                          : N extends "contracts"
                            ? typeof import("../../../locales/en/contracts.json")
                            : N extends "storefront"
                              ? typeof import("../../../locales/en/storefront.json")
                              : never;

const namespaces = [
  "auth",
  "common",
  "errors",
  "dashboard",
  "account",
  "validation",
  "store",
  "orders",
  "wallet",
  "products",
  "cards",
  "packages",
  "admin",
  "contracts",
  "storefront",
] as const;
type Texts = { [N in (typeof namespaces)[number]]: En<N> } & { prefix: string };

function textsOf(lng: "en" | "vi"): Texts {
  const entries = namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.resolve("locales", lng, `${ns}.json`), "utf-8"))]);
  return { ...Object.fromEntries(entries), prefix: lng === "vi" ? "/vi" : "" } as Texts;
}

/** The texts a user sees, straight from the locale files (the English shape types both). */
export const texts = { en: textsOf("en"), vi: textsOf("vi") } as const;
export type Lng = keyof typeof texts;

/** An amount in đồng as each language writes it: vnd("en", "230,000") → "230,000 VND", vnd("vi", …) → "230.000 ₫". */
export function vnd(lng: Lng, amount: string): string {
  return lng === "vi" ? `${amount.replace(/,/g, ".")}\u00a0₫` : `${amount} VND`;
}
