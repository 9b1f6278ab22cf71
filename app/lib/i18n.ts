import type { Resource } from "i18next";

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
] as const;
export const localeCookieName = "i18n_redirected";
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

const files = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", {
  eager: true,
  import: "default",
});

/** All translations, keyed language → namespace, read from locales/{lng}/{ns}.json. */
export const resources: Resource = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/(\w+)\/(\w+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match;
  resources[lng] ??= {};
  resources[lng][ns] = content as Record<string, string>;
}

/** The options every i18next instance of the app starts from (server and browser). */
export const i18nextOptions = {
  resources,
  ns: [...namespaces],
  defaultNS: "common",
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
};

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

/** A path of the app in a language: localizePath("/login", "vi") is "/vi/login". */
export function localizePath(path: string, lng: Language): string {
  const bare = path.startsWith("/vi/") || path === "/vi" ? stripLanguage(path) : path;
  if (lng === defaultLanguage) return bare;
  return bare === "/" ? "/vi" : `/vi${bare}`;
}
