import { data, redirect, type RouterContextProvider } from "react-router";

import { storeUnavailable } from "~/components/store/store-unavailable";
import { DomainError } from "~/domain/errors";
import { findStore, requireOpenStore, type StoreCard } from "~/domain/shops.server";
import { storeName } from "~/domain/store-identity.server";
import { localizePath } from "~/lib/i18n";
import { getLanguage } from "~/utils/i18n.server";

/**
 * The store behind the route's account ("default" when absent). An unknown account goes to the
 * 404 page (specification §8), a deactivated store answers 404 "store unavailable" unless
 * `allowClosed` (the shop-wide pages in the store layout: /ccm-store, /check-order). The name is in
 * the page's language where the demo data translates it (decision 142).
 */
export async function storeFront(
  account: string | undefined,
  context: Readonly<RouterContextProvider>,
  allowClosed = false,
): Promise<StoreCard> {
  const store = await findOrRefuse(account, context, allowClosed);
  return { ...store, name: await storeName(store.name, getLanguage(context)) };
}

async function findOrRefuse(
  account: string | undefined,
  context: Readonly<RouterContextProvider>,
  allowClosed: boolean,
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
