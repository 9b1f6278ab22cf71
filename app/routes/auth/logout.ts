import { redirect } from "react-router";

import { localizePath } from "~/lib/i18n";
import { endSession } from "~/utils/auth.server";
import { getLanguage } from "~/utils/i18n.server";

import type { Route } from "./+types/logout";

/** Sign Out is a POST form (a link could be triggered by another site). */
export async function action({ request, context }: Route.ActionArgs) {
  return endSession(request, localizePath("/login", getLanguage(context)));
}

export async function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/dashboard", getLanguage(context)));
}
