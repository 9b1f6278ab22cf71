import { createContext, data, redirect, type RouterContextProvider } from "react-router";

import { storeUnavailable } from "~/components/store/store-unavailable";
import { findStore, openStore, storeName, type StoreCard } from "~/domain/catalogue";
import { DomainError } from "~/lib/errors";
import { localizePath } from "~/lib/i18n";
import { getLanguage } from "~/utils/i18n.server";

/** The stores this request looked up: the layout and the page ask for the same one at once. */
const lookedUp = createContext<Map<string, Promise<StoreCard | null>> | null>(null);

/** The store, its name in the page's language (decision 142), looked up once per request. */
function findOnce(account: string, context: Readonly<RouterContextProvider>): Promise<StoreCard | null> {
  let stores = context.get(lookedUp);
  if (!stores) {
    stores = new Map();
    (context as RouterContextProvider).set(lookedUp, stores);
  }
  const key = account.toLowerCase();
  let store = stores.get(key);
  if (!store) {
    const lng = getLanguage(context);
    store = findStore(account).then(async (found) => (found ? { ...found, name: await storeName(found.name, lng) } : null));
    stores.set(key, store);
  }
  return store;
}

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
  try {
    const store = await findOnce(account ?? "default", context);
    if (allowClosed && store) return store;
    return openStore(store);
  } catch (error) {
    if (error instanceof DomainError && error.message === "store:unavailable.title")
      throw data(storeUnavailable, { status: 404 });
    if (error instanceof DomainError) throw redirect(localizePath("/404", getLanguage(context)));
    throw error;
  }
}
