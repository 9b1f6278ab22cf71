import type { TFunction } from "i18next";
import { href } from "react-router";

export const languages = ["en", "vi"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const namespaces = [
  "common",
  "auth",
  "account",
  "validation",
  "dashboard",
  "admin",
  "store",
  "landing",
  "errors",
  "orders",
  "wallet",
  "products",
  "cards",
  "packages",
  "contracts",
  "storefront",
] as const;
export const localeCookieName = "i18n_redirected";
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * The options of the server's i18next instances, without the texts (i18n-resources.ts adds both
 * languages). The browser has its own translator of the same texts (translator.ts, decision 151).
 */
export const i18nextBaseOptions = {
  ns: [...namespaces],
  defaultNS: "common",
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
};

/**
 * A text whose key arrives at run time (a domain refusal, a toast, a stored status or role): tsc
 * checks every key written in the code; these are checked by the locale tests and the pages' tests.
 */
export function translateKey(t: TFunction, key: string, params?: Record<string, unknown>): string {
  return (t as unknown as (key: string, params?: Record<string, unknown>) => string)(key, params);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language a path is served in: /vi and /vi/... are Vietnamese, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/vi" || pathname.startsWith("/vi/") ? "vi" : "en";
}

/** The path without its language prefix, always starting with "/". */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "vi") return pathname.slice(3) || "/";
  return pathname || "/";
}

/** A page's pattern as app/routes.ts declares it ("/admin/users/:id"): a typo fails tsc. */
export type AppPath = Parameters<typeof href>[0];
type Tail<T> = T extends [unknown, ...infer Rest] ? Rest : never;
type Numeric<T> = { [K in keyof T]: undefined extends T[K] ? string | number | undefined : string | number };
type Loosen<A> = A extends [infer Params] ? [Numeric<Params>] : A;
/** The pattern's parameters, when it has any: { id } for "/admin/users/:id" (ids may be numbers). */
export type AppPathArgs<P extends AppPath> = Loosen<Tail<Parameters<typeof href<P>>>>;

/** Patterns come from code, not from requests: the bound only guards against a mistake. */
const maxPlainLinks = 1000;
const plainLinks = new Map<string, string>();

/** A page's link in a language: localHref("vi", "/admin/users/:id", { id: 7 }) is "/vi/admin/users/7". */
export function localHref<P extends AppPath>(lng: Language, path: P, ...args: AppPathArgs<P>): string {
  const [params] = args as [Record<string, string | number | undefined>?];
  // A link without parameters is the same string every time: the header and menus ask for dozens a page.
  if (!params) {
    const key = `${lng} ${path}`;
    let link = plainLinks.get(key);
    if (link === undefined) {
      link = localizePath((href as (path: string) => string)(path), lng);
      if (plainLinks.size < maxPlainLinks) plainLinks.set(key, link);
    }
    return link;
  }
  const text = params && Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === undefined ? v : String(v)]));
  return localizePath((href as (path: string, params?: object) => string)(path, text), lng);
}

/**
 * A path of the app in a language: localizePath("/login", "vi") is "/vi/login". For paths known
 * only at run time (a redirect target, a remembered page); links written in code use localHref.
 */
export function localizePath(path: string, lng: Language): string {
  const bare = path.startsWith("/vi/") || path === "/vi" ? stripLanguage(path) : path;
  if (lng === defaultLanguage) return bare;
  return bare === "/" ? "/vi" : `/vi${bare}`;
}
