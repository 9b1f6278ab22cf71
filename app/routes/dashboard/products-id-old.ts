import { redirect } from "react-router";

import { localHref } from "~/lib/i18n";
import { getLanguage } from "~/utils/i18n.server";

import type { Route } from "./+types/products-id-old";

/** The original app's legacy product path: the products page now (a permanent redirect). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localHref(getLanguage(context), "/products"), 301);
}
