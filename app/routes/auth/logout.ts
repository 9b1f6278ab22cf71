import { redirect } from "react-router";

import { localHref } from "~/lib/i18n";
import { endSession } from "~/utils/auth.server";
import { getLanguage } from "~/utils/i18n.server";

import type { Route } from "./+types/logout";

/** Sign Out is a POST form (a link could be triggered by another site). */
// Not a formAction(): no field to validate, nothing the domain may refuse; it only ends the session.
export async function action({ request, context }: Route.ActionArgs) {
  return endSession(request, localHref(getLanguage(context), "/login"));
}

export async function loader({ context }: Route.LoaderArgs) {
  return redirect(localHref(getLanguage(context), "/dashboard"));
}
