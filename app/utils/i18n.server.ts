import { initReactI18next } from "react-i18next";
import { redirect } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";

import {
  defaultLanguage,
  i18nextOptions,
  isLanguage,
  languageOfPath,
  languages,
  localeCookieMaxAge,
  localeCookieName,
  localizePath,
  type Language,
} from "~/lib/i18n";
import { safeRedirect } from "~/lib/safe-redirect";

import { plainCookieHeader } from "./cookies.server";

/**
 * Remembers the visitor's language choice (the specification's i18n_redirected, 365 days). The
 * value is the plain language code ("vi"), readable by the browser as the original app's was.
 */
export const localeCookie = {
  async parse(header: string | null): Promise<string | null> {
    const match = new RegExp(`(?:^|;\\s*)${localeCookieName}=([^;]*)`).exec(header ?? "");
    return match ? decodeURIComponent(match[1]) : null;
  },
  async serialize(lng: Language): Promise<string> {
    return plainCookieHeader(localeCookieName, lng, localeCookieMaxAge);
  },
};

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    // The path decides: /vi/... is Vietnamese, every other path English.
    findLocale: async (request) => languageOfPath(new URL(request.url).pathname),
  },
  i18next: i18nextOptions,
  plugins: [initReactI18next],
});

export function getLanguage(context: Parameters<typeof getLocale>[0]): Language {
  const lng = getLocale(context);
  return isLanguage(lng) ? lng : defaultLanguage;
}

async function readLocaleCookie(request: Request): Promise<Language | null> {
  const value = await localeCookie.parse(request.headers.get("Cookie"));
  return isLanguage(value) ? value : null;
}

export function preferredFromHeader(header: string | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { lng: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((r) => r.lng).find(isLanguage) ?? defaultLanguage;
}

/**
 * On the bare home page: the remembered language wins; without a cookie Accept-Language decides
 * and the choice is remembered. Returns a redirect to the Vietnamese home, or the cookie to set.
 */
export async function detectHomeLanguage(request: Request): Promise<{ redirectTo?: string; setCookie?: string }> {
  const remembered = await readLocaleCookie(request);
  if (remembered) return remembered === "vi" ? { redirectTo: "/vi" } : {};
  const preferred = preferredFromHeader(request.headers.get("Accept-Language"));
  const setCookie = await localeCookie.serialize(preferred);
  return preferred === "vi" ? { redirectTo: "/vi", setCookie } : { setCookie };
}

/** The language switcher: remembers the choice and goes to the same page in that language. */
export async function switchLanguage(lng: Language, to: string) {
  return redirect(localizePath(safeRedirect(to, "/"), lng), {
    headers: { "Set-Cookie": await localeCookie.serialize(lng) },
  });
}
