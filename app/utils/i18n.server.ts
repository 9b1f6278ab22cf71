import type { TFunction } from "i18next";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { RemixI18Next } from "remix-i18next/server";

import {
  defaultLanguage,
  isLanguage,
  languageOfPath,
  languages,
  localeCookieMaxAge,
  localeCookieName,
  localizePath,
  translateKey,
  type Language,
} from "~/lib/i18n";
import { i18nextOptions, resources } from "~/lib/i18n-resources";
import { safeRedirect } from "~/lib/safe-redirect";
import { translationIn } from "~/lib/translator";
import type { Translation } from "~/lib/use-translation";

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

/**
 * remix-i18next finds each request's language in its path alone (decision 001: English without a
 * prefix, Vietnamese under /vi); nothing else — no `?lng=`, no cookie, no header — moves a page to
 * another language. Its i18next holds both languages' texts.
 */
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    // The request as it came (future.v8_passThroughRequests): a page's data is asked at /vi.data.
    findLocale: async (request) => languageOfPath(new URL(request.url).pathname.replace(/\.data$/, "")),
  },
  i18next: i18nextOptions,
});

/**
 * Each language's i18next `t`, made by remix-i18next once per process as this module loads: a
 * language's texts never change while it runs. Its middleware would make and initialise an i18next
 * instance for every request, about a millisecond each on this machine (decision 182).
 */
const tByLanguage: Record<Language, TFunction> = {
  en: await remixI18next.getFixedT("en"),
  vi: await remixI18next.getFixedT("vi"),
};

/** i18next's `t` of a language: texts made outside React (mails, API answers, CSV headers, errors). */
export function tFor(lng: Language): TFunction {
  return tByLanguage[lng];
}

const translations = new Map<Language, Translation>();

/**
 * What components get from useTranslation during a server render: the browser's translator over
 * the same texts (so the page hydrates with what it was rendered with; a test holds it to
 * i18next's answers), one per language, shared by every request (decision 151).
 */
export function translationOf(lng: Language): Translation {
  let translation = translations.get(lng);
  if (!translation) {
    translation = translationIn(lng, resources[lng]);
    translations.set(lng, translation);
  }
  return translation;
}

const languageContext = createContext<Language>();

/** Puts the request's language, as remix-i18next finds it, in the request's context. */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const found = await remixI18next.getLocale(request);
  context.set(languageContext, isLanguage(found) ? found : defaultLanguage);
  return next();
};

/** The request's language; throws when the i18n middleware has not run (entry.server falls back to the path). */
export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(languageContext);
}

/** i18next's `t` in the request's language. */
export function getT(context: Readonly<RouterContextProvider>): TFunction {
  return tFor(getLanguage(context));
}

async function readLocaleCookie(request: Request): Promise<Language | null> {
  const value = await localeCookie.parse(request.headers.get("Cookie"));
  return isLanguage(value) ? value : null;
}

/**
 * The first of our languages the client accepts, by quality ("fr, vi;q=0.8" is Vietnamese); English
 * when none. remix-i18next's header detection takes the client's first language and falls back to
 * English when it is not one of ours, and answers asynchronously: server.mjs needs this at once.
 */
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
 * Not remix-i18next's detector: it names the language found, not whether it was remembered or
 * guessed, and only a guess is written (decision 002).
 */
export async function detectHomeLanguage(request: Request): Promise<{ redirectTo?: string; setCookie?: string }> {
  const remembered = await readLocaleCookie(request);
  if (remembered) return remembered === "vi" ? { redirectTo: "/vi" } : {};
  const preferred = preferredFromHeader(request.headers.get("Accept-Language"));
  const setCookie = await localeCookie.serialize(preferred);
  return preferred === "vi" ? { redirectTo: "/vi", setCookie } : { setCookie };
}

/**
 * The language switcher: remembers the choice and goes to the same page in that language. The
 * page is put in the language inside safeRedirect, which checks the Location it makes.
 */
export async function switchLanguage(lng: Language, to: string) {
  return redirect(safeRedirect(to, localizePath("/", lng), lng), {
    headers: { "Set-Cookie": await localeCookie.serialize(lng) },
  });
}

/** API messages follow the client's Accept-Language (English by default). */
export function apiT(request: Request): TFunction {
  return tFor(preferredFromHeader(request.headers.get("Accept-Language")));
}

/**
 * One translated text, for answers built outside React Router (server.mjs: body limits, crashes):
 * in the path's language, or for the API in the client's Accept-Language, as its other messages.
 */
export function translate(pathname: string, key: string, acceptLanguage?: string | null): string {
  const lng = pathname.startsWith("/api/") ? preferredFromHeader(acceptLanguage ?? null) : languageOfPath(pathname);
  return translateKey(tFor(lng), key);
}
