import { useCallback } from "react";
import { useLocation, useRouteLoaderData } from "react-router";

import type { loader as rootLoader } from "~/root";

import { defaultLanguage, localHref, stripLanguage, type AppPath, type AppPathArgs, type Language } from "./i18n";

export type RootData = Awaited<ReturnType<typeof rootLoader>>["data"];

/** The root loader's data: language, signed-in user (or null), pending toast, site origin. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function useLanguage(): Language {
  return useRootData()?.lng ?? defaultLanguage;
}

/** A page's link in the current language: localePath("/admin/users/:id", { id }) → "/vi/admin/users/7". */
export function useLocalePath(): <P extends AppPath>(path: P, ...args: AppPathArgs<P>) => string {
  const lng = useLanguage();
  return useCallback(<P extends AppPath>(path: P, ...args: AppPathArgs<P>) => localHref(lng, path, ...args), [lng]);
}

/** The current path and query without the language prefix (for the switcher and redirectTo). */
export function useBarePath(): string {
  const location = useLocation();
  return `${stripLanguage(location.pathname)}${location.search}`;
}
