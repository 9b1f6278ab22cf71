import { useCallback } from "react";
import { useLocation, useRouteLoaderData } from "react-router";

import type { loader as rootLoader } from "~/root";

import { defaultLanguage, localizePath, stripLanguage, type Language } from "./i18n";

export type RootData = Awaited<ReturnType<typeof rootLoader>>["data"];

/** The root loader's data: language, signed-in user (or null), pending toast, site origin. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function useLanguage(): Language {
  return useRootData()?.lng ?? defaultLanguage;
}

/** Turns an app path into the same path in the current language: "/login" → "/vi/login". */
export function useLocalePath(): (path: string) => string {
  const lng = useLanguage();
  return useCallback((path: string) => localizePath(path, lng), [lng]);
}

/** The current path and query without the language prefix (for the switcher and redirectTo). */
export function useBarePath(): string {
  const location = useLocation();
  return `${stripLanguage(location.pathname)}${location.search}`;
}
