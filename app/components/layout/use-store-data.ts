import { useRouteLoaderData } from "react-router";

import type { loader } from "~/routes/layouts/store";

export type StoreLayoutData = Awaited<ReturnType<typeof loader>>;

/** The store layout's data (its route id is "layout-store", or "vi/layout-store" under /vi). */
export function useStoreData(): StoreLayoutData | undefined {
  const en = useRouteLoaderData<typeof loader>("layout-store");
  const vi = useRouteLoaderData<typeof loader>("vi/layout-store");
  return en ?? vi;
}
