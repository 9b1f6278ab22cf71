import { data, redirect, type RouterContextProvider } from "react-router";

import { storeUnavailable } from "~/components/store/store-unavailable";
import { DomainError } from "~/domain/errors";
import { findStore, requireOpenStore, type StoreCard } from "~/domain/shops.server";
import { localizePath } from "~/lib/i18n";
import { pageOf } from "~/lib/params";
import { getLanguage } from "~/utils/i18n.server";

/**
 * The store behind the route's account ("default" when absent). An unknown account goes to the
 * 404 page (specification §8), a deactivated store answers 404 "store unavailable" unless
 * `allowClosed` (the shop-wide pages in the store layout: /ccm-store, /check-order).
 */
export async function storeFront(
  account: string | undefined,
  context: Readonly<RouterContextProvider>,
  allowClosed = false,
): Promise<StoreCard> {
  try {
    if (allowClosed) {
      const store = await findStore(account ?? "default");
      if (store) return store;
    }
    return await requireOpenStore(account ?? "default");
  } catch (error) {
    if (error instanceof DomainError && error.message === "store:unavailable.title")
      throw data(storeUnavailable, { status: 404 });
    if (error instanceof DomainError) throw redirect(localizePath("/404", getLanguage(context)));
    throw error;
  }
}

/** A 404 for an unknown product, category or order inside a page. */
export function notFound(): never {
  throw data("Not Found", { status: 404 });
}

/** The domain's 404 refusals (unknown product, category, order) as the 404 page. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) notFound();
    throw error;
  }
}

/** The `q` and `page` of a searchable, paged list. */
export function searchQuery(request: Request): { q: string; page: number } {
  const params = new URL(request.url).searchParams;
  return { q: params.get("q")?.trim().slice(0, 64) ?? "", page: pageOf(params) };
}

/** A positive whole number from a route parameter or query value, or null. */
export { positiveId as idParam } from "~/lib/params";
