import { createInstance, type i18n, type TFunction } from "i18next";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";

import {
  defaultLanguage,
  isLanguage,
  languageOfPath,
  localeCookieMaxAge,
  localeCookieName,
  localizePath,
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

const instances = new Map<Language, i18n>();

/** The one translator of a language in this process, built on first use and shared by every request. */
export function translatorFor(lng: Language): i18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.init({ ...i18nextOptions, lng, initAsync: false });
    instances.set(lng, instance);
  }
  return instance;
}

const translations = new Map<Language, Translation>();

/**
 * What components get from useTranslation during a server render: the browser's translator over
 * the same texts (so the page hydrates with what it was rendered with; a test holds it to
 * i18next's answers), one per language, shared by every request (decision 151).
 */
export function translationOf(instance: i18n): Translation {
  const language = isLanguage(instance.language) ? instance.language : defaultLanguage;
  let translation = translations.get(language);
  if (!translation) {
    translation = translationIn(language, resources[language]);
    translations.set(language, translation);
  }
  return translation;
}

const languageContext = createContext<Language>(defaultLanguage);
const translatorContext = createContext<i18n | null>(null);

/**
 * The request's language comes from its path; its translator is the one i18next instance of that
 * language, built once per process (translatorFor). remix-i18next's middleware built and initialised
 * a new instance for every request (decision 126). Server instances never change language.
 */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lng = languageOfPath(new URL(request.url).pathname);
  context.set(languageContext, lng);
  context.set(translatorContext, translatorFor(lng));
  return next();
};

/** The request's translator; throws when the i18n middleware has not run (entry.server falls back). */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  const instance = context.get(translatorContext);
  if (!instance) throw new Error("i18n middleware has not run");
  return instance;
}

export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(languageContext);
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
export function apiT(request: Request, context: Readonly<RouterContextProvider>): TFunction {
  return getInstance(context).getFixedT(preferredFromHeader(request.headers.get("Accept-Language")));
}
